import { parseSizeChart } from '../../src/game/products';

describe('dress-up game products', () => {
  it('reads the size chart metafield into rows', () => {
    expect(parseSizeChart('[{"size":"S","bust":"32-34\\"","hips":"35-37\\""},{"size":"M","bust":"35-36\\""}]')).toEqual([
      { size: 'S', bust: '32-34"', hips: '35-37"' },
      { size: 'M', bust: '35-36"' },
    ]);
  });

  it('shows no chart for a missing, broken or wrongly shaped metafield', () => {
    for (const value of [null, undefined, '', '{not json', '"S"', '[{"bust":"32"}]', '[{"size":"","bust":"30"}]', '[{"size":"M","bust":32}]']) {
      expect(parseSizeChart(value)).toEqual([]);
    }
  });
});
