/**
 * The shop products behind the game's garments, which name them by handle: loaded in the selected
 * country's currency through the Storefront operations (the game makes no request of its own),
 * cached per handle and country. A failed load is logged
 * and can be retried; it never touches the game state.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import type { MoneyLike } from '../lib/money';
import { fetchProduct, type ProductDetails } from '../storefront/operations/product';

export interface GameVariant {
  id: string;
  /** The size as shoppers read it (the variant's Size option, else its title). */
  size: string;
  availableForSale: boolean;
  price: MoneyLike;
  compareAtPrice: MoneyLike | null;
}

export interface SizeChartRow {
  size: string;
  [measure: string]: string;
}

export interface GameProduct {
  handle: string;
  title: string;
  variants: GameVariant[];
  /** custom.promo, passed to the cart so the partner-brand gift rule sees game lines too. */
  promo: string | null;
  sizeChart: SizeChartRow[];
}

const sizeChartSchema = v.array(v.objectWithRest({ size: v.pipe(v.string(), v.minLength(1)) }, v.string()));

/** custom.size_chart as rows; a broken metafield gives no chart rather than a broken game. */
export function parseSizeChart(value: string | null | undefined): SizeChartRow[] {
  if (!value) return [];
  try {
    const parsed = v.safeParse(sizeChartSchema, JSON.parse(value));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export function toGameProduct(product: ProductDetails): GameProduct {
  return {
    handle: product.handle,
    title: product.title,
    variants: product.variants.nodes.map((variant) => ({
      id: variant.id,
      size: variant.selectedOptions.find((option) => option.name.toLowerCase() === 'size')?.value ?? variant.title,
      availableForSale: variant.availableForSale,
      price: { amount: variant.price.amount, currencyCode: variant.price.currencyCode },
      compareAtPrice: variant.compareAtPrice
        ? { amount: variant.compareAtPrice.amount, currencyCode: variant.compareAtPrice.currencyCode }
        : null,
    })),
    promo: product.promo?.value ?? null,
    sizeChart: parseSizeChart(product.sizeChart?.value),
  };
}

export type ProductEntry =
  | { status: 'loading' }
  | { status: 'ready'; product: GameProduct }
  | { status: 'missing' }
  | { status: 'error' };

export const productKey = (handle: string, countryCode: string): string => `${handle}@${countryCode}`;

interface GameProductsState {
  entries: Record<string, ProductEntry>;
  load: (handle: string, countryCode: string) => Promise<void>;
}

export const useGameProducts = create<GameProductsState>()((set, get) => ({
  entries: {},
  load: async (handle, countryCode) => {
    const key = productKey(handle, countryCode);
    const current = get().entries[key];
    if (current && current.status !== 'error') return;
    const put = (entry: ProductEntry) => set((state) => ({ entries: { ...state.entries, [key]: entry } }));
    put({ status: 'loading' });
    try {
      const product = await fetchProduct(handle, countryCode);
      put(product ? { status: 'ready', product: toGameProduct(product) } : { status: 'missing' });
    } catch (error) {
      console.error(`Dress-up game: could not load the product ${handle}`, error);
      put({ status: 'error' });
    }
  },
}));
