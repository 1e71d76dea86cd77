import { ROUTES } from '../../config/site';

/** Routes that draw their own full-screen frame instead of the shop layout (the game's stage). */
const FULL_SCREEN_ROUTES: readonly string[] = [ROUTES.game];

export const isFullScreen = (pathname: string): boolean =>
  FULL_SCREEN_ROUTES.some((route) => pathname === route || pathname === route.replace(/\/$/, ''));
