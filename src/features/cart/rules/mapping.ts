/**
 * The Storefront `Cart` fragment flattened into the shapes of lines.ts, telling shopper lines from
 * the ones the cart adds by itself. Used only by the cart's network module,
 * so it loads with it after the first paint, not with every page.
 */
import type { CartFragment } from '../../../storefront/generated/storefront.generated';
import {
  amountOf,
  type AppliedGiftCardView,
  type CartDiscount,
  type CartLineComponentView,
  type CartLineKind,
  type CartLineView,
  type CartView,
} from './lines';
import type { Money } from '../../../lib/money';
import type { AutoLineConfig } from './automaticLines';

type CartLineNode = CartFragment['lines']['nodes'][number];
type GiftCardNode = CartFragment['appliedGiftCards'][number];
type MoneyNode = { amount: unknown; currencyCode: string } | null | undefined;

export type AutoLineIds = Pick<AutoLineConfig, 'promoGiftVariantId' | 'countryVariantIds' | 'shippingProtectionVariantId'>;

export function lineKind(merchandiseId: string, ids: AutoLineIds): CartLineKind {
  if (merchandiseId === ids.promoGiftVariantId) return 'gift';
  if (merchandiseId === ids.shippingProtectionVariantId) return 'shippingProtection';
  if (Object.values(ids.countryVariantIds).includes(merchandiseId)) return 'countryGift';
  return 'product';
}

type Allocation = CartFragment['discountAllocations'][number];

const discountOf = (allocation: Allocation): CartDiscount => ({
  code: 'code' in allocation && typeof allocation.code === 'string' ? allocation.code : null,
  amount: { amount: allocation.discountedAmount.amount as string, currencyCode: allocation.discountedAmount.currencyCode },
});

/** A money field as the view keeps it; a missing one (a line kind we do not know) reads as 0. */
const moneyOf = (money: MoneyNode, currencyCode: string): Money =>
  money && typeof money.amount === 'string' ? { amount: money.amount, currencyCode: money.currencyCode } : { amount: '0', currencyCode };

/** Cents of a decimal string, for exact differences. */
const centsOf = (money: Money): number => Math.round(amountOf(money) * 100);

/** A bundle line's pieces (ComponentizableCartLine.lineComponents); null for any other line. */
function componentsOf(node: CartLineNode): CartLineComponentView[] | null {
  if (!('lineComponents' in node) || !Array.isArray(node.lineComponents)) return null;
  return node.lineComponents.map((component) => {
    const merchandise = component.merchandise as CartLineNode['merchandise'] | null;
    return {
      productTitle: merchandise?.product?.title ?? 'Bundle item',
      variantTitle: merchandise?.title ?? '',
      quantity: component.quantity,
    };
  });
}

/** A card's part of this cart, and what it keeps after (balance less the amount it gives, in its currency). */
const giftCardOf = (card: GiftCardNode): AppliedGiftCardView => {
  const balance = moneyOf(card.balance, card.balance.currencyCode);
  const used = moneyOf(card.amountUsed, card.amountUsed.currencyCode);
  const after = Math.max(0, centsOf(balance) - (used.currencyCode === balance.currencyCode ? centsOf(used) : 0));
  return {
    id: card.id,
    lastCharacters: card.lastCharacters,
    amountUsed: moneyOf(card.presentmentAmountUsed, card.presentmentAmountUsed.currencyCode),
    balanceAfter: { amount: (after / 100).toFixed(2), currencyCode: balance.currencyCode },
  };
};

/**
 * Flattens the `Cart` fragment; components never see edges, nodes or GraphQL plumbing. Every line the
 * cart answers becomes a line here, whatever its kind (CartLine, a bundle's ComponentizableCartLine,
 * or a kind a later API adds): one the site does not know still shows its title, quantity and cost.
 */
export function mapCart(cart: CartFragment, ids: AutoLineIds): CartView {
  const currency = cart.cost.totalAmount.currencyCode;
  const lines = cart.lines.nodes.map((node): CartLineView => {
    // The schema says non-null, but a product deleted since answers null: one such line must not
    // break the whole cart.
    const variant = node.merchandise as CartLineNode['merchandise'] | null;
    const cost = node.cost as CartLineNode['cost'] | null | undefined;
    const unitPrice = moneyOf(cost?.amountPerQuantity, currency);
    const components = componentsOf(node);
    const common = {
      id: node.id,
      quantity: node.quantity,
      unitPrice,
      total: moneyOf(cost?.totalAmount, currency),
      discounts: (node.discountAllocations ?? []).map(discountOf).filter((d) => amountOf(d.amount) > 0),
      attributes: (node.attributes ?? []).map(({ key, value }) => ({ key, value: value ?? null })),
      ...(components ? { components } : {}),
    };
    if (!variant || !('id' in variant)) {
      return {
        ...common,
        kind: 'product',
        merchandiseId: '',
        variantTitle: '',
        selectedOptions: [],
        productTitle: 'No longer available',
        handle: '',
        image: null,
        compareAtUnitPrice: null,
        promo: null,
        unavailable: true,
      };
    }
    const compareAt = cost?.compareAtAmountPerQuantity ?? variant.compareAtPrice ?? null;
    return {
      ...common,
      kind: lineKind(variant.id, ids),
      merchandiseId: variant.id,
      variantTitle: variant.title,
      selectedOptions: (variant.selectedOptions ?? []).map(({ name, value }) => ({ name, value })),
      productTitle: variant.product?.title ?? variant.title,
      productId: variant.product?.id ?? '',
      // Older answers (and test fixtures) may lack the vendor; analytics then name no brand.
      vendor: variant.product?.vendor ?? '',
      handle: variant.product?.handle ?? '',
      image: variant.image
        ? {
            url: variant.image.url as string,
            altText: variant.image.altText ?? null,
            width: variant.image.width ?? null,
            height: variant.image.height ?? null,
          }
        : null,
      compareAtUnitPrice:
        compareAt && amountOf(compareAt as Money) > amountOf(unitPrice)
          ? { amount: compareAt.amount as string, currencyCode: compareAt.currencyCode }
          : null,
      promo: variant.product?.promo?.value ?? null,
    };
  });
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl as string,
    updatedAt: cart.updatedAt as string,
    totalQuantity: cart.totalQuantity,
    lines,
    hasMoreLines: cart.lines.pageInfo.hasNextPage,
    subtotal: { amount: cart.cost.subtotalAmount.amount as string, currencyCode: cart.cost.subtotalAmount.currencyCode },
    orderDiscounts: cart.discountAllocations.map(discountOf).filter((d) => amountOf(d.amount) > 0),
    total: { amount: cart.cost.totalAmount.amount as string, currencyCode: cart.cost.totalAmount.currencyCode },
    buyerCountryCode: cart.buyerIdentity.countryCode ?? null,
    discountCodes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    attributes: cart.attributes.map(({ key, value }) => ({ key, value: value ?? null })),
    giftCards: (cart.appliedGiftCards ?? []).map(giftCardOf),
  };
}
