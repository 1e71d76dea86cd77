/**
 * Gift cards on the cart: applying a code and taking a card off, loaded with the cart's first change
 * like cartFlows.ts. From 2025-10 a new code is added to the cart's (cartGiftCardCodesAdd). On 2025-07
 * cartGiftCardCodesUpdate replaces the cart's codes and the cart answers only each card's last
 * characters, so the codes this page applied are kept here, in memory only (a code is money to whoever
 * holds it: it is never written to browser storage), and sent again with a new one.
 */
import { env } from '../config/env';
import { alreadyApplied, cartAddsGiftCardCodes, giftCardOutcome, lastFour, maskedGiftCard, nextGiftCardCodes, normaliseGiftCardCode } from '../features/cart/rules/giftCards';
import type { CartKit } from './cartFlows';

/** Last four characters → the full code, for the cards applied from this page. */
const knownCodes = new Map<string, string>();

export async function applyGiftCard(kit: CartKit, code: string): Promise<string> {
  const entered = normaliseGiftCardCode(code);
  const before = kit.confirmed();
  if (!entered) return 'Enter a gift card code.';
  if (!before) return kit.failure('The gift card was not applied');
  if (alreadyApplied(before, entered)) return `Gift card ${maskedGiftCard(lastFour(entered))} is already applied.`;
  // Where the API can add, the cards already on the cart stay whoever applied them (another tab,
  // before a reload); otherwise the codes this page knows are sent again with the new one.
  const result = await kit.attempt('Applying a gift card', (ops, country) =>
    cartAddsGiftCardCodes(env.apiVersion)
      ? ops.addGiftCardCodes(before.id, [entered], country)
      : ops.updateGiftCardCodes(before.id, nextGiftCardCodes(before, knownCodes, entered), country),
  );
  if (result.status !== 'ok') {
    await kit.afterFailure(result, before.id);
    return kit.failure('The gift card was not applied');
  }
  kit.setConfirmed(result.cart);
  const outcome = giftCardOutcome(before, result.cart, entered);
  if (outcome.applied) knownCodes.set(lastFour(entered), entered);
  return outcome.message;
}

export async function removeGiftCard(kit: CartKit, appliedGiftCardId: string): Promise<string> {
  const before = kit.confirmed();
  const card = before?.giftCards.find((c) => c.id === appliedGiftCardId);
  if (!before || !card) return kit.failure('The gift card was not removed');
  const result = await kit.attempt('Removing a gift card', (ops, country) => ops.removeGiftCards(before.id, [appliedGiftCardId], country));
  if (result.status !== 'ok') {
    await kit.afterFailure(result, before.id);
    return kit.failure(`Gift card ${maskedGiftCard(card.lastCharacters)} was not removed`);
  }
  kit.setConfirmed(result.cart);
  knownCodes.delete(card.lastCharacters.toUpperCase());
  return `Gift card ${maskedGiftCard(card.lastCharacters)} removed.`;
}

/** Tests start with no remembered codes. */
export const forgetGiftCardCodesForTests = (): void => knownCodes.clear();
