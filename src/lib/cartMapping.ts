/**
 * The Storefront `Cart` fragment flattened into the shapes of cartLines.ts, telling shopper lines from
 * the ones the cart adds by itself. Used only by the cart operations, so
 * it loads with them after the first paint, not with every page.
 */
import type { CartFragment } from '../storefront/generated/storefront.generated';
import { amountOf, type CartDiscount, type CartLineKind, type CartLineView, type CartView } from './cartLines';
import type { Money } from './money';
import type { AutoLineConfig } from './promo';

type CartLineNode = CartFragment['lines']['nodes'][number];

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

/** Flattens the `Cart` fragment; components never see edges, nodes or GraphQL plumbing. */
export function mapCart(cart: CartFragment, ids: AutoLineIds): CartView {
  const lines = cart.lines.nodes.map((node): CartLineView => {
    // The schema says non-null, but a product deleted since answers null: one such line must not
    // break the whole cart.
    const variant = node.merchandise as CartLineNode['merchandise'] | null;
    const unitPrice = node.cost.amountPerQuantity;
    const common = {
      id: node.id,
      quantity: node.quantity,
      unitPrice: { amount: unitPrice.amount as string, currencyCode: unitPrice.currencyCode },
      total: { amount: node.cost.totalAmount.amount as string, currencyCode: node.cost.totalAmount.currencyCode },
      discounts: node.discountAllocations.map(discountOf).filter((d) => amountOf(d.amount) > 0),
      attributes: node.attributes.map(({ key, value }) => ({ key, value: value ?? null })),
    };
    if (!variant) {
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
    const compareAt = node.cost.compareAtAmountPerQuantity ?? variant.compareAtPrice ?? null;
    return {
      ...common,
      kind: lineKind(variant.id, ids),
      merchandiseId: variant.id,
      variantTitle: variant.title,
      selectedOptions: variant.selectedOptions.map(({ name, value }) => ({ name, value })),
      productTitle: variant.product.title,
      productId: variant.product.id,
      // Older answers (and test fixtures) may lack the vendor; analytics then name no brand.
      vendor: variant.product.vendor ?? '',
      handle: variant.product.handle,
      image: variant.image
        ? {
            url: variant.image.url as string,
            altText: variant.image.altText ?? null,
            width: variant.image.width ?? null,
            height: variant.image.height ?? null,
          }
        : null,
      compareAtUnitPrice:
        compareAt && amountOf(compareAt as Money) > amountOf(unitPrice as Money)
          ? { amount: compareAt.amount as string, currencyCode: compareAt.currencyCode }
          : null,
      promo: variant.product.promo?.value ?? null,
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
  };
}
