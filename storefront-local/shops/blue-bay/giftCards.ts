/** Blue Bay's issued gift cards: a full, a part-used, a used-up and an expired one (listed in README). */
import type { SeededGiftCard } from '../../giftcards/seedGiftCards';

/** Shopify prints gift card codes as 16 characters; the last four are what the cart shows (lastCharacters). */
export const SEEDED_GIFT_CARDS: readonly SeededGiftCard[] = [
  { code: 'BLUEBAY100FULLAA', initialCents: 10_000, balanceCents: 10_000, expiresOn: null, what: 'unused, $100.00 left' },
  { code: 'BLUEBAY050HALFBB', initialCents: 5_000, balanceCents: 2_500, expiresOn: null, what: 'part-used, $25.00 left of $50.00' },
  { code: 'BLUEBAY025USEDCC', initialCents: 2_500, balanceCents: 0, expiresOn: null, what: 'used up, $0.00 left' },
  { code: 'BLUEBAY075EXPDDD', initialCents: 7_500, balanceCents: 7_500, expiresOn: '2025-12-31', what: 'expired on 2025-12-31, $75.00 left' },
];
