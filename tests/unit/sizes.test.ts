import fc from 'fast-check';
import { inchesToCm, sizeToCm } from '../../src/lib/sizes';

describe('sizeToCm', () => {
  it('multiplies inch values by 2.54 and rounds', () => {
    expect(sizeToCm('32"')).toBe('81 cm');
    expect(sizeToCm('32-34"')).toBe('81-86 cm');
    expect(sizeToCm('Bust 33.5 in')).toBe('Bust 85 cm');
    expect(sizeToCm('Waist 26″ / Hips 36″')).toBe('Waist 66 cm / Hips 91 cm');
  });

  it('leaves sizes without inch marks unchanged', () => {
    expect(sizeToCm('M')).toBe('M');
    expect(sizeToCm('One Size')).toBe('One Size');
  });

  it('rounds every whole inch to the nearest centimetre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (inches) => {
        expect(sizeToCm(`${inches}"`)).toBe(`${Math.round(inches * 2.54)} cm`);
        expect(Math.abs(inchesToCm(inches) - inches * 2.54)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
