import { lazyPart } from '../ui/lazyPart';

// The drawer, its lines, steppers, gift progress and summary: a chunk of their own, out of the first load.
export const CartDrawer = lazyPart(() => import(/* webpackChunkName: "part-cart-drawer" */ './CartDrawer').then((m) => m.CartDrawer));

/**
 * Starts fetching the drawer's code and styles: on intent (hover, focus, press) of the header's cart
 * button or of Add to cart, so an add's drawer opens as soon as the add answers instead of fetching
 * its code only then.
 */
export const preloadCartDrawer = (): void => void CartDrawer.preload().catch(() => undefined);
