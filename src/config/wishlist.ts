/** The shop service's wishlist endpoint and the header naming its user. */
import { SHOP_ABBREVIATION } from './site';

export const WISHLIST_PATH = `/${SHOP_ABBREVIATION}-wishlist`;

export const USER_ID_HEADER = 'x-user-id';
