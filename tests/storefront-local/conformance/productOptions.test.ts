/**
 * The product option data Hydrogen's variant pickers need (issue 18 item 3), as documented on
 * https://shopify.dev/docs/api/storefront/latest/objects/Product (encodedVariantExistence,
 * encodedVariantAvailability, adjacentVariants, selectedOrFirstAvailableVariant) and
 * https://shopify.dev/docs/api/storefront/latest/objects/ProductOptionValue (firstSelectableVariant),
 * read with hydrogen-react's own decoder and picker helper (getProductOptions), as Hydrogen's
 * skeleton template reads them.
 */
import { decodeEncodedVariant, getProductOptions } from '@shopify/hydrogen-react';
import type { CatalogueProduct } from '../../../storefront-local/catalogue/types';
import { testStorefront, type TestStorefront } from '../helpers';

// The fields of Hydrogen's skeleton PRODUCT_FRAGMENT that its picker reads.
const PRODUCT = `#graphql
  fragment V on ProductVariant { id availableForSale title selectedOptions { name value } product { handle } }
  query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!, $ci: Boolean) {
    product(handle: $handle) {
      id
      handle
      encodedVariantExistence
      encodedVariantAvailability
      options { id name optionValues { name firstSelectableVariant { ...V } swatch { color } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: $ci) { ...V }
      adjacentVariants(selectedOptions: $selectedOptions, caseInsensitiveMatch: $ci) { ...V }
    }
  }
`;

interface Variant { id: string; availableForSale: boolean; title: string; selectedOptions: Array<{ name: string; value: string }> }
interface Product {
  id: string;
  handle: string;
  encodedVariantExistence: string;
  encodedVariantAvailability: string;
  options: Array<{ id: string; name: string; optionValues: Array<{ name: string; firstSelectableVariant: Variant }> }>;
  selectedOrFirstAvailableVariant: Variant;
  adjacentVariants: Variant[];
}

let sf: TestStorefront;
let mixed: CatalogueProduct;
beforeAll(async () => {
  sf = await testStorefront();
  // A product with a sold-out variant before an available one, so "first available" is not "first".
  mixed = sf.app.storefront.catalogue.products.find(
    (p) => !p.hidden && p.variants.length >= 3 && p.variants[0]!.inventory === 0 && p.variants.some((v) => v.inventory > 0),
  ) ?? (sf.app.storefront.catalogue.products.find((p) => !p.hidden && p.variants.length >= 3 && p.variants.some((v) => v.inventory === 0)) as CatalogueProduct);
});
afterAll(() => sf.close());

const load = async (selectedOptions: Array<{ name: string; value: string }>, ci = false) =>
  (await sf.gql<{ product: Product }>(PRODUCT, { handle: mixed.handle, selectedOptions, ci })).product;

describe('encoded variant fields', () => {
  it('decode (with hydrogen-react) to every variant, and to exactly the available ones', async () => {
    const product = await load([]);
    expect(product.encodedVariantExistence).toMatch(/^v1_/);
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toEqual(mixed.variants.map((_, i) => [i]));
    expect(decodeEncodedVariant(product.encodedVariantAvailability)).toEqual(
      mixed.variants.flatMap((v, i) => (v.inventory > 0 ? [[i]] : [])),
    );
  });
});

describe('selectedOrFirstAvailableVariant', () => {
  it('is the first available variant when nothing is selected', async () => {
    const product = await load([]);
    expect(product.selectedOrFirstAvailableVariant.id).toBe(mixed.variants.find((v) => v.inventory > 0)!.id);
  });

  it('is the selected variant even when sold out; a differently cased value needs caseInsensitiveMatch', async () => {
    const soldOut = mixed.variants.find((v) => v.inventory === 0)!;
    const exact = await load([{ name: soldOut.optionName, value: soldOut.optionValue }]);
    expect(exact.selectedOrFirstAvailableVariant.id).toBe(soldOut.id);
    const lower = [{ name: soldOut.optionName.toLowerCase(), value: soldOut.optionValue.toLowerCase() }];
    expect((await load(lower)).selectedOrFirstAvailableVariant.id).toBe(mixed.variants.find((v) => v.inventory > 0)!.id);
    expect((await load(lower, true)).selectedOrFirstAvailableVariant.id).toBe(soldOut.id);
  });
});

describe('adjacentVariants and the Hydrogen picker', () => {
  it('lists the variants one option away from the selection, by id', async () => {
    const chosen = mixed.variants[1]!;
    const product = await load([{ name: chosen.optionName, value: chosen.optionValue }]);
    const expected = mixed.variants.filter((v) => v.id !== chosen.id).sort((a, b) => a.numericId - b.numericId).map((v) => v.id);
    expect(product.adjacentVariants.map((v) => v.id)).toEqual(expected);
  });

  it("feeds hydrogen-react's getProductOptions: each value exists, is available as its stock says, one is selected", async () => {
    const chosen = mixed.variants[1]!;
    const product = await load([{ name: chosen.optionName, value: chosen.optionValue }]);
    const [size] = getProductOptions(product as never);
    expect(size!.name).toBe(chosen.optionName);
    expect(
      size!.optionValues.map((value) => ({ name: value.name, exists: value.exists, available: value.available, selected: value.selected, variant: value.variant.id })),
    ).toEqual(
      mixed.variants.map((v) => ({ name: v.optionValue, exists: true, available: v.inventory > 0, selected: v.id === chosen.id, variant: v.id })),
    );
  });

  it('gives each option value its firstSelectableVariant', async () => {
    const product = await load([]);
    expect(product.options[0]!.optionValues.map((o) => o.firstSelectableVariant.id)).toEqual(mixed.variants.map((v) => v.id));
  });
});
