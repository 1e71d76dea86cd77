/**
 * The cart's shapes shared by its store (store.ts) and its network module (network.ts): the state,
 * what a line to add looks like, and what the cart reads from the rest of the site (injected, so a
 * test builds a store of its own). Types only.
 */
import type { StoreApi } from 'zustand';
import type { AutoLineConfig } from './rules/automaticLines';
import type { CartView } from './rules/lines';

export type { CartLineView, CartView } from './rules/lines';

/** A line to add. `promo` and `amountPerQuantity` let the free gift ride along in the same call. */
export interface AddLineInput {
  merchandiseId: string;
  quantity: number;
  /** The product's custom.promo metafield value, when the caller knows it. */
  promo?: string | null;
  amountPerQuantity?: string | number;
}

/** What the store keeps to send changes in order and show them at once. No component reads it. */
export interface CartBookkeeping {
  /** The cart as the server last confirmed it; null before there is one. */
  confirmed: CartView | null;
  /** Quantities the shopper asked for that the server has not confirmed yet, by line id. */
  pending: ReadonlyMap<string, number>;
  /** The end of the queue: changes run one after another, so concurrent clicks never lose an update. */
  queue: Promise<unknown>;
  /** How many changes are running; `loading` is on while any is. */
  running: number;
  /** The one cartCreate in flight: concurrent first adds share it. */
  creating: Promise<CartView | null> | null;
  /** Start-up once begun; null again when it ended without a cart, so the next action tries again. */
  starting: Promise<void> | null;
  /** The signed-in customer's token as the session handed it in; null signed out, undefined not told yet. */
  customerToken: string | null | undefined;
  /**
   * Gift card codes applied from this page, by their last four characters. In memory only: a code is
   * money to whoever holds it, so it is never written to browser storage.
   */
  giftCardCodes: ReadonlyMap<string, string>;
  justAddedTimer: ReturnType<typeof setTimeout> | undefined;
}

export interface CartState extends CartBookkeeping {
  /** The cart as shown: the last server answer with pending quantity changes applied. */
  cart: CartView | null;
  loading: boolean;
  justAdded: boolean;
  drawerOpen: boolean;
  /** Start-up finished (with or without a cart): the bag can tell "empty" from "not loaded yet". */
  initialised: boolean;
  /** What the last change did differently from what was asked (stock caps), in words; null if nothing. */
  notice: string | null;
  init: () => Promise<void>;
  addLines: (lines: AddLineInput[], options?: { openDrawer?: boolean }) => Promise<CartView | null>;
  /** `quantity` beyond the most one line may hold is capped, and the shopper told so. */
  updateQuantity: (lineId: string, quantity: number) => Promise<CartView | null>;
  removeLines: (lineIds: string[]) => Promise<CartView | null>;
  bulkAdd: (variantIds: string[]) => Promise<CartView | null>;
  /** Resolves with null when the add failed (`notice` says why); otherwise the browser is leaving. */
  buyNow: (line: AddLineInput) => Promise<CartView | null>;
  setBuyerCustomer: (accessToken: string | null) => Promise<void>;
  /** After a country change the buyer country and the country's automatic lines follow the choice. */
  followCountry: (countryCode: string) => Promise<void>;
  /** Adds a discount code to the cart's codes, or removes one; resolves with what happened, in words. */
  changeDiscountCode: (code: string, remove?: boolean) => Promise<string>;
  /** A shared discount link's code: kept on the cart even before it applies; resolves with what happened. */
  keepDiscountCode: (code: string) => Promise<string>;
  /**
   * Applies a gift card code, or takes an applied card off by its id; resolves with what happened, in
   * words (wrong or used-up codes too).
   */
  changeGiftCard: (codeOrAppliedId: string, remove?: boolean) => Promise<string>;
  openDrawer: () => void;
  closeDrawer: () => void;
  /** Loads the cart's network code ahead of a likely first use (hovering Add to cart); sends nothing. */
  prepare: () => void;
}

export type CartStoreApi = StoreApi<CartState>;

/** What the cart reads from, and tells, the rest of the site. */
export interface CartEnvironment {
  /** The selected country (buyer identity, prices in context). */
  country: () => string;
  /** The automatic lines' variants and the gift's threshold in the shop's currency. */
  autoLines: () => AutoLineConfig;
  /** The full bag page is on screen: the drawer need not open over it. */
  bagShown: () => boolean;
  /** The signed-in customer's stored token while still valid (before the session has told the cart). */
  storedCustomerToken: () => string | null;
  /** Where the cart's id is kept between visits. */
  storage: { read: (key: string) => string | null; write: (key: string, value: string) => void; remove: (key: string) => void };
  /** A new cart state: other tabs and the merchant-session listeners hear of it. */
  broadcast: (cart: CartView) => void;
}

/** The store and its environment: what the network module works on. */
export interface CartContext {
  store: CartStoreApi;
  env: CartEnvironment;
}
