/**
 * Storefront product filters (`filters:` on collection products, `productFilters:` on search) with
 * Shopify's semantics: values of one filter are ORed, different filters are ANDed, and each value's
 * count is computed with every other active filter applied. The returned `input` is the JSON string
 * a client sends back to select that value.
 */
import { COLOUR_FILTERS } from '../catalogue/prints';
import type { CatalogueProduct } from '../catalogue/types';
import { convertFromUsd, decimalString } from '../pricing/currency';
import { minPriceCents } from './productPrices';

export interface ProductFilterInput {
  available?: boolean | null;
  variantOption?: { name: string; value: string } | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
}

type Group = 'available' | 'variantOption' | 'productMetafield' | 'price' | 'productType' | 'productVendor' | 'tag';

const groupOf = (filter: ProductFilterInput): Group | null => {
  for (const key of ['available', 'variantOption', 'productMetafield', 'price', 'productType', 'productVendor', 'tag'] as const) {
    if (filter[key] !== undefined && filter[key] !== null) return key;
  }
  return null;
};

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'One Size'];

const priceIn = (p: CatalogueProduct, currency: string): number => {
  const money = convertFromUsd(minPriceCents(p), currency);
  return Number(decimalString(money));
};

// Plain loops rather than callbacks: this runs for every product × filter value of a listing, and
// under tsx each arrow function created per call is also renamed (a defineProperty), which dominated.
function matchesOne(p: CatalogueProduct, f: ProductFilterInput, currency: string, requireAvailable: boolean | null): boolean {
  if (f.available !== undefined && f.available !== null) {
    let inStock = false;
    for (const v of p.variants) if (v.inventory > 0) inStock = true;
    return inStock === f.available;
  }
  if (f.variantOption) {
    const name = f.variantOption.name.toLowerCase();
    const value = f.variantOption.value.toLowerCase();
    for (const v of p.variants) {
      if ((!requireAvailable || v.inventory > 0) && v.optionName.toLowerCase() === name && v.optionValue.toLowerCase() === value) return true;
    }
    return false;
  }
  if (f.productMetafield) {
    const { namespace, key } = f.productMetafield;
    const value = f.productMetafield.value.toLowerCase();
    for (const m of p.metafields) if (m.namespace === namespace && m.key === key && m.value.toLowerCase() === value) return true;
    return false;
  }
  if (f.price) {
    const price = priceIn(p, currency);
    return (f.price.min === undefined || f.price.min === null || price >= f.price.min) && (f.price.max === undefined || f.price.max === null || price <= f.price.max);
  }
  if (f.productType) return p.productType.toLowerCase() === f.productType.toLowerCase();
  if (f.productVendor) return p.vendor.toLowerCase() === f.productVendor.toLowerCase();
  if (f.tag) {
    const tag = f.tag.toLowerCase();
    for (const t of p.tags) if (t.toLowerCase() === tag) return true;
    return false;
  }
  return true;
}

/** Products matching every group (ORing within a group), optionally ignoring one group. */
function applyGroups(products: readonly CatalogueProduct[], filters: readonly ProductFilterInput[], currency: string, skip: Group | null): CatalogueProduct[] {
  const groups = new Map<Group, ProductFilterInput[]>();
  for (const f of filters) {
    const g = groupOf(f);
    if (!g || g === skip) continue;
    groups.set(g, [...(groups.get(g) ?? []), f]);
  }
  if (groups.size === 0) return [...products];
  const requireAvailable = filters.some((f) => f.available === true) ? true : null;
  const lists = [...groups.values()];
  return products.filter((p) => lists.every((list) => list.some((f) => matchesOne(p, f, currency, requireAvailable))));
}

export function filterProducts(products: readonly CatalogueProduct[], filters: readonly ProductFilterInput[] | null | undefined, currency: string): CatalogueProduct[] {
  return filters?.length ? applyGroups(products, filters, currency, null) : [...products];
}

interface FilterValueView {
  __typename: 'FilterValue';
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: null;
}

const value = (id: string, label: string, count: number, input: unknown): FilterValueView => ({
  __typename: 'FilterValue',
  id,
  label,
  count,
  input: JSON.stringify(input),
  image: null,
  swatch: null,
});

/** The `filters` list Shopify returns for a product listing. */
export function filtersFor(products: readonly CatalogueProduct[], active: readonly ProductFilterInput[] | null | undefined, currency: string) {
  const filters = active ?? [];
  // Each value's count starts from the products matching every other group: one pass per group, not per value.
  const bases = new Map<Group, CatalogueProduct[]>();
  const base = (skip: Group) => bases.get(skip) ?? bases.set(skip, applyGroups(products, filters, currency, skip)).get(skip)!;
  const requireAvailable = filters.some((f) => f.available === true) ? true : null;
  const countWith = (skip: Group, extra: ProductFilterInput) => {
    let count = 0;
    for (const p of base(skip)) if (matchesOne(p, extra, currency, requireAvailable)) count += 1;
    return count;
  };

  const availability = {
    __typename: 'Filter',
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'LIST',
    presentation: 'TEXT',
    values: [
      value('filter.v.availability.1', 'In stock', countWith('available', { available: true }), { available: true }),
      value('filter.v.availability.0', 'Out of stock', countWith('available', { available: false }), { available: false }),
    ],
  };

  const prices = products.map((p) => priceIn(p, currency));
  const price = {
    __typename: 'Filter',
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [value('filter.v.price', 'Price', 0, { price: { min: 0, max: prices.length ? Math.max(...prices) : 0 } })],
  };

  const sizes = SIZE_ORDER.filter((size) => products.some((p) => p.variants.some((v) => v.optionName === 'Size' && v.optionValue === size)));
  const size = {
    __typename: 'Filter',
    id: 'filter.v.option.size',
    label: 'Size',
    type: 'LIST',
    presentation: 'TEXT',
    values: sizes.map((s) => {
      const input = { variantOption: { name: 'size', value: s } };
      return value(`filter.v.option.size.${s.toLowerCase().replace(/\s+/g, '-')}`, s, countWith('variantOption', input), input);
    }),
  };

  const colours = COLOUR_FILTERS.filter((c) => products.some((p) => p.print.colour === c.value));
  const colour = {
    __typename: 'Filter',
    id: 'filter.p.m.custom.colour',
    label: 'Colour',
    type: 'LIST',
    presentation: 'TEXT',
    values: colours.map((c) => {
      const input = { productMetafield: { namespace: 'custom', key: 'colour', value: c.value } };
      return value(`filter.p.m.custom.colour.${c.value}`, c.name, countWith('productMetafield', input), input);
    }),
  };

  const types = [...new Set(products.map((p) => p.productType))].sort();
  const productType = {
    __typename: 'Filter',
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    presentation: 'TEXT',
    values: types.map((t) => value(`filter.p.product_type.${t.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, t, countWith('productType', { productType: t }), { productType: t })),
  };

  return [availability, price, size, colour, productType].filter((f) => f.values.length > 0);
}
