/**
 * On/off UI state shared across components. Not persisted: it describes
 * what is on screen now. The cart's own flags (cart drawer open, just-added, loading) live in
 * src/features/cart/store.ts beside the actions that flip them.
 * - quickBuy: the product a quick-buy panel is open for (null = closed).
 * - bagShown: the full bag (/my-cart/) is on screen, so the cart drawer need not open over it.
 * - reviewsShown / writeReviewShown: the product page's reviews panel and review form.
 * - headerMenu: which header menu is open (one at a time); hideMenuBar: the menu bar is tucked away
 *   (e.g. while scrolling down on small screens).
 * - sessionMessageHosts: how many sign-in forms on screen show why a session ended; while one does,
 *   the site-wide notice stays away. sessionMessageTold: the ended session a form has explained, which
 *   the notice does not explain again once the shopper leaves the form, so they are told once.
 */
import { create } from 'zustand';
import type { SessionEnd } from '../lib/sessionEnd';

export interface QuickBuyData {
  handle: string;
  title: string;
}

export type HeaderMenu = 'navigation' | 'account' | 'search' | 'country';

export interface UiState {
  quickBuy: QuickBuyData | null;
  bagShown: boolean;
  reviewsShown: boolean;
  writeReviewShown: boolean;
  headerMenu: HeaderMenu | null;
  hideMenuBar: boolean;
  sessionMessageHosts: number;
  sessionMessageTold: SessionEnd | null;
  openQuickBuy: (data: QuickBuyData) => void;
  closeQuickBuy: () => void;
  setBagShown: (shown: boolean) => void;
  setReviewsShown: (shown: boolean) => void;
  setWriteReviewShown: (shown: boolean) => void;
  /** Opening one header menu closes the others. */
  setHeaderMenu: (menu: HeaderMenu | null) => void;
  toggleHeaderMenu: (menu: HeaderMenu) => void;
  setHideMenuBar: (hidden: boolean) => void;
}

export const initialUiState = {
  quickBuy: null,
  bagShown: false,
  reviewsShown: false,
  writeReviewShown: false,
  headerMenu: null,
  hideMenuBar: false,
  sessionMessageHosts: 0,
  sessionMessageTold: null,
} satisfies Partial<UiState>;

export const useUi = create<UiState>()((set) => ({
  ...initialUiState,
  openQuickBuy: (data) => set({ quickBuy: data }),
  closeQuickBuy: () => set({ quickBuy: null }),
  setBagShown: (shown) => set({ bagShown: shown }),
  setReviewsShown: (shown) => set({ reviewsShown: shown, ...(shown ? {} : { writeReviewShown: false }) }),
  setWriteReviewShown: (shown) => set({ writeReviewShown: shown }),
  setHeaderMenu: (menu) => set({ headerMenu: menu }),
  toggleHeaderMenu: (menu) => set((state) => ({ headerMenu: state.headerMenu === menu ? null : menu })),
  setHideMenuBar: (hidden) => set({ hideMenuBar: hidden }),
}));
