/**
 * The `filters` a Storefront listing returns, reduced to what the filter panel shows: a count per
 * colour and per size, the in-stock count, and the listing's total. Values are recognised by their
 * `input` JSON, which is Shopify's contract, not by labels.
 */
import { COLOUR_FILTERS, SIZE_FILTER_VALUES } from '../config/collectionFilters';
import type { ColourValue, SizeValue } from './collectionQuery';

export interface ApiFilter {
  id: string;
  label: string;
  type: string;
  values: ReadonlyArray<{ id: string; label: string; count: number; input: unknown }>;
}

export interface FilterSummary {
  colours: Partial<Record<ColourValue, number>>;
  sizes: Partial<Record<SizeValue, number>>;
  inStock: number | null;
  /** Products in the listing with the other filters applied (in stock + out of stock). */
  total: number | null;
}

export const EMPTY_SUMMARY: FilterSummary = { colours: {}, sizes: {}, inStock: null, total: null };

const parseInput = (input: unknown): Record<string, unknown> | null => {
  if (typeof input === 'object' && input !== null) return input as Record<string, unknown>;
  if (typeof input !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(input);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export function summariseFilters(filters: readonly ApiFilter[] | null | undefined): FilterSummary {
  const summary: FilterSummary = { colours: {}, sizes: {}, inStock: null, total: null };
  let inStock: number | null = null;
  let outOfStock: number | null = null;
  for (const filter of filters ?? []) {
    for (const value of filter.values) {
      const input = parseInput(value.input);
      if (!input) continue;
      const metafield = input.productMetafield as { namespace?: string; key?: string; value?: string } | undefined;
      const option = input.variantOption as { name?: string; value?: string } | undefined;
      if (metafield?.namespace === 'custom' && metafield.key === 'colour') {
        const colour = COLOUR_FILTERS.find((c) => c.value === metafield.value?.toLowerCase());
        if (colour) summary.colours[colour.value] = value.count;
      } else if (option?.name?.toLowerCase() === 'size') {
        const size = SIZE_FILTER_VALUES.find((s) => s.toLowerCase() === option.value?.toLowerCase());
        if (size) summary.sizes[size] = value.count;
      } else if (input.available === true) {
        inStock = value.count;
      } else if (input.available === false) {
        outOfStock = value.count;
      }
    }
  }
  summary.inStock = inStock;
  summary.total = inStock !== null && outOfStock !== null ? inStock + outOfStock : null;
  return summary;
}
