/**
 * A product's options and how variants sit in them, with the lookups Hydrogen's variant pickers
 * query (https://shopify.dev/docs/api/storefront/latest/objects/Product): selectedOrFirstAvailableVariant,
 * adjacentVariants, encodedVariantExistence/Availability. Written over each variant's selected options,
 * so it holds for any number of options (the seeded catalogue has one, Size).
 */
import { encodeOptionCombinations } from './optionEncoding';
import type { CatalogueProduct, CatalogueVariant } from './types';

export interface SelectedOption {
  name: string;
  value: string;
}

export interface OptionMatch {
  selectedOptions?: readonly SelectedOption[] | null;
  /** Shopify's default: false. */
  caseInsensitiveMatch?: boolean | null;
  /** Shopify's default: true (options the product lacks are ignored rather than matching nothing). */
  ignoreUnknownOptions?: boolean | null;
}

export const selectedOptionsOf = (variant: CatalogueVariant): SelectedOption[] => [{ name: variant.optionName, value: variant.optionValue }];

export const isAvailable = (variant: CatalogueVariant): boolean => variant.inventory > 0;

/** Options in position order, each with its values in the order variants first use them. */
export function productOptions(product: CatalogueProduct): Array<{ name: string; values: string[] }> {
  const options: Array<{ name: string; values: string[] }> = [];
  for (const variant of product.variants) {
    selectedOptionsOf(variant).forEach((selected, position) => {
      const option = options[position] ?? (options[position] = { name: selected.name, values: [] });
      if (!option.values.includes(selected.value)) option.values.push(selected.value);
    });
  }
  return options;
}

function combinationOf(product: CatalogueProduct, variant: CatalogueVariant): number[] {
  const options = productOptions(product);
  return selectedOptionsOf(variant).map((selected, position) => options[position]?.values.indexOf(selected.value) ?? -1);
}

export const encodedVariantExistence = (product: CatalogueProduct): string =>
  encodeOptionCombinations(product.variants.map((v) => combinationOf(product, v)));

export const encodedVariantAvailability = (product: CatalogueProduct): string =>
  encodeOptionCombinations(product.variants.filter(isAvailable).map((v) => combinationOf(product, v)));

/**
 * The requested selection as option position → value, or null when it names an option the product
 * does not have and unknown options are not ignored (nothing matches then).
 */
function requested(product: CatalogueProduct, match: OptionMatch): Map<number, string> | null {
  const fold = (text: string) => (match.caseInsensitiveMatch ? text.toLowerCase() : text);
  const options = productOptions(product);
  const wanted = new Map<number, string>();
  for (const selected of match.selectedOptions ?? []) {
    const position = options.findIndex((o) => fold(o.name) === fold(selected.name));
    if (position < 0) {
      if (match.ignoreUnknownOptions === false) return null;
      continue;
    }
    const option = options[position] as { values: string[] };
    // The value as the product spells it, so a case-insensitive match compares equal below.
    wanted.set(position, option.values.find((v) => fold(v) === fold(selected.value)) ?? selected.value);
  }
  return wanted;
}

const matches = (variant: CatalogueVariant, wanted: Map<number, string>): boolean => {
  const own = selectedOptionsOf(variant);
  return [...wanted].every(([position, value]) => own[position]?.value === value);
};

/**
 * The variant the selection names; else the first available one matching what was selected; else the
 * first available; else the first variant (Product.selectedOrFirstAvailableVariant).
 */
export function selectedOrFirstAvailable(product: CatalogueProduct, match: OptionMatch): CatalogueVariant | undefined {
  const wanted = requested(product, match);
  const optionCount = productOptions(product).length;
  if (wanted && wanted.size > 0) {
    const candidates = product.variants.filter((v) => matches(v, wanted));
    if (wanted.size === optionCount && candidates[0]) return candidates[0];
    const available = candidates.find(isAvailable);
    if (available) return available;
  }
  return product.variants.find(isAvailable) ?? product.variants[0];
}

/** Variants whose options differ from the selection in exactly one option, by variant id (Product.adjacentVariants). */
export function adjacentVariants(product: CatalogueProduct, match: OptionMatch): CatalogueVariant[] {
  const wanted = requested(product, match) ?? new Map<number, string>();
  const anchor = selectedOrFirstAvailable(product, match);
  if (!anchor) return [];
  // Options the selection leaves out are taken from the variant it resolves to.
  const target = selectedOptionsOf(anchor).map((o, position) => wanted.get(position) ?? o.value);
  return product.variants
    .filter((v) => selectedOptionsOf(v).filter((o, position) => o.value !== target[position]).length === 1)
    .sort((a, b) => a.numericId - b.numericId);
}

/** The variant with exactly the selected options, or undefined (Product.variantBySelectedOptions; unknown options match nothing by default). */
export function variantBySelectedOptions(product: CatalogueProduct, match: OptionMatch): CatalogueVariant | undefined {
  const wanted = requested(product, { ...match, ignoreUnknownOptions: match.ignoreUnknownOptions ?? false });
  if (!wanted || wanted.size !== productOptions(product).length) return undefined;
  return product.variants.find((v) => matches(v, wanted));
}
