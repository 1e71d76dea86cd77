/**
 * The option value encoding round-trips through hydrogen-react's own decoder, for any set of
 * combinations (https://shopify.dev/docs/api/storefront/latest/objects/Product#field-encodedVariantExistence).
 */
import { decodeEncodedVariant, isOptionValueCombinationInEncodedVariant } from '@shopify/hydrogen-react';
import fc from 'fast-check';
import { encodeOptionCombinations } from '../../../storefront-local/catalogue/optionEncoding';

const sorted = (combinations: number[][]) =>
  [...combinations].sort((a, b) => {
    const i = a.findIndex((n, k) => n !== b[k]);
    return i < 0 ? 0 : (a[i] as number) - (b[i] as number);
  });
const unique = (combinations: number[][]) => [...new Map(combinations.map((c) => [c.join(','), c])).values()];

describe('encodeOptionCombinations', () => {
  it('writes the documented example', () => {
    // Product.encodedVariantExistence's own example: [Size, Color, Material].
    const combos = [[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 0, 0], [1, 0, 1], [1, 1, 1], [2, 0, 1], [2, 1, 0]];
    expect(encodeOptionCombinations(combos)).toBe('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,');
  });

  it('writes one option as values, ranges and gaps', () => {
    expect(encodeOptionCombinations([[0], [1], [2], [4]])).toBe('v1_0-2 4');
    expect(encodeOptionCombinations([[3]])).toBe('v1_3');
    expect(encodeOptionCombinations([])).toBe('');
  });

  it('round-trips through hydrogen-react for any combinations of 1 to 3 options', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((depth) => fc.array(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: depth, maxLength: depth }), { minLength: 1, maxLength: 40 })),
        (combos) => {
          const encoded = encodeOptionCombinations(combos);
          expect(sorted(decodeEncodedVariant(encoded))).toEqual(sorted(unique(combos)));
          for (const combo of combos) expect(isOptionValueCombinationInEncodedVariant(combo, encoded)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
