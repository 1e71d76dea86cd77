import type { HeadFC } from 'gatsby';
import { Suspense } from 'react';
import { Seo } from '../components/layout/Seo';
import { PARTNER_BRAND, SHOP_ABBREVIATION_UPPER } from '../config/site';
import { Game } from '../game/components/Game';

/**
 * The dress-up game's route (ROUTES.game): full screen, no shop header or footer. The Suspense
 * boundary lets React hydrate the stage as interruptible work, as Layout does for shop pages.
 */
export default function DressUpGamePage() {
  return (
    <Suspense>
      <Game />
    </Suspense>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={`${PARTNER_BRAND} × ${SHOP_ABBREVIATION_UPPER} Dress-Up`}
    description="Pick a doll, dress her in Blue Bay Swim prints, and download a polaroid of your look."
    pathname={location.pathname}
  />
);
