/**
 * Line arithmetic: adding merchandise (merging into a line with the same merchandise and attributes),
 * changing and removing lines, each capped at the stock left, with the user errors Shopify answers
 * for bad quantities, unknown merchandise and blank attribute keys. Each works on the cart it is given
 * and reports errors; the cart store saves only when there are none.
 */
import type { Catalogue, CatalogueVariant } from '../catalogue/types';
import { lineGid, newLineId, parseLineGid, type Attribute, type CartLineRecord, type CartRecord } from './cartRecord';
import {
  MAX_ATTRIBUTES,
  MAX_CART_LINES,
  type CartLineInput,
  type CartLineUpdateInput,
  type CartUserError,
  type CartWarning,
} from './cartMutationTypes';

const sameAttributes = (a: Attribute[], b: Attribute[]): boolean =>
  a.length === b.length && a.every((attr, i) => attr.key === b[i]?.key && attr.value === b[i]?.value);

/** Unknown merchandise is the only variant problem that fails a mutation. */
function merchandiseErrors(variant: CatalogueVariant | undefined, merchandiseId: string, field: string[]): CartUserError[] {
  if (variant) return [];
  return [{ code: 'INVALID', field: [...field, 'merchandiseId'], message: `The merchandise with id ${merchandiseId} does not exist.` }];
}

/**
 * Since 2024-10 stock never fails a mutation (https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart):
 * the line is capped at what is available and a warning names it. `others` is what other lines of
 * the same variant already hold. Returns the quantity the line may keep.
 */
function capToStock(
  catalogue: Catalogue,
  variant: CatalogueVariant,
  wanted: number,
  others: number,
  target: string,
  warnings: CartWarning[],
): number {
  const product = catalogue.products[variant.productIndex];
  if (variant.inventory <= 0) {
    warnings.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message: `The product '${product?.title}' is already sold out.`, target });
    return 0;
  }
  const available = Math.max(0, variant.inventory - others);
  if (wanted <= available) return wanted;
  warnings.push({
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${variant.inventory} items were added to your cart due to availability.`,
    target,
  });
  return available;
}

function quantityError(quantity: number, field: string[], minimum: number): CartUserError | null {
  if (!Number.isInteger(quantity) || quantity < minimum) {
    return { code: 'INVALID', field: [...field, 'quantity'], message: `The quantity must be greater than or equal to ${minimum}.` };
  }
  return null;
}

export function attributeErrors(attributes: Attribute[] | null | undefined, field: string[]): CartUserError[] {
  if (!attributes) return [];
  if (attributes.length > MAX_ATTRIBUTES) return [{ code: 'MAXIMUM_EXCEEDED', field, message: `A cart can have at most ${MAX_ATTRIBUTES} attributes.` }];
  return attributes.flatMap((a, i) =>
    a.key.trim() ? [] : [{ code: 'INVALID' as const, field: [...field, String(i), 'key'], message: 'Attribute key cannot be blank.' }],
  );
}

/**
 * The shop sells no subscriptions (no selling plan groups on any product), so any selling plan is one
 * that does not apply: refused, as Shopify refuses a plan the variant does not offer, rather than the
 * line added as a one-time purchase the buyer did not ask for.
 */
function sellingPlanError(sellingPlanId: string | null | undefined, field: string[]): CartUserError | null {
  if (sellingPlanId === undefined || sellingPlanId === null) return null;
  return { code: 'SELLING_PLAN_NOT_APPLICABLE', field: [...field, 'sellingPlanId'], message: `The selling plan ${sellingPlanId} is not applicable: this shop offers no selling plans.` };
}

/** Adds lines onto a copy of `lines`; returns errors instead when any input is bad. */
export function addLines(
  catalogue: Catalogue,
  owner: Pick<CartRecord, 'token'>,
  lines: CartLineRecord[],
  inputs: CartLineInput[],
  fieldRoot: string[],
  warnings: CartWarning[],
) {
  const next = lines.map((l) => ({ ...l }));
  const errors: CartUserError[] = [];
  inputs.forEach((input, i) => {
    const field = [...fieldRoot, String(i)];
    const quantity = input.quantity ?? 1;
    const qError = quantityError(quantity, field, 1);
    if (qError) {
      errors.push(qError);
      return;
    }
    const planError = sellingPlanError(input.sellingPlanId, field);
    if (planError) {
      errors.push(planError);
      return;
    }
    errors.push(...attributeErrors(input.attributes, [...field, 'attributes']));
    const attributes = input.attributes ?? [];
    const existing = next.find((l) => l.merchandiseId === input.merchandiseId && sameAttributes(l.attributes, attributes));
    const variant = catalogue.variantById.get(input.merchandiseId);
    const variantErrors = merchandiseErrors(variant, input.merchandiseId, field);
    if (!variant || variantErrors.length) {
      errors.push(...variantErrors);
      return;
    }
    const others = next
      .filter((l) => l.merchandiseId === input.merchandiseId && l !== existing)
      .reduce((s, l) => s + l.quantity, 0);
    const line = existing ?? { id: newLineId(), merchandiseId: input.merchandiseId, quantity: 0, attributes };
    // A line that does not exist yet has no id to name: the warning targets the merchandise.
    const target = existing ? lineGid(owner, existing) : input.merchandiseId;
    const kept = capToStock(catalogue, variant, line.quantity + quantity, others, target, warnings);
    if (kept <= line.quantity) return;
    line.quantity = kept;
    if (!existing) next.push(line);
  });
  if (next.length > MAX_CART_LINES) errors.push({ code: 'CART_TOO_LARGE', field: fieldRoot, message: `A cart can have at most ${MAX_CART_LINES} lines.` });
  return { lines: next, errors };
}

/** Changes lines in place: quantity, merchandise, attributes; quantity 0 removes the line. */
export function updateLines(catalogue: Catalogue, cart: CartRecord, inputs: CartLineUpdateInput[], warnings: CartWarning[]): CartUserError[] {
  const errors: CartUserError[] = [];
  inputs.forEach((input, i) => {
    const field = ['lines', String(i)];
    const line = cart.lines.find((l) => l.id === parseLineGid(input.id));
    if (!line) {
      errors.push({ code: 'INVALID_MERCHANDISE_LINE', field: [...field, 'id'], message: `The merchandise line with id ${input.id} does not exist.` });
      return;
    }
    const planError = sellingPlanError(input.sellingPlanId, field);
    if (planError) {
      errors.push(planError);
      return;
    }
    const before = line.quantity;
    if (input.merchandiseId) line.merchandiseId = input.merchandiseId;
    if (input.attributes) {
      errors.push(...attributeErrors(input.attributes, [...field, 'attributes']));
      line.attributes = input.attributes;
    }
    if (input.quantity !== undefined && input.quantity !== null) {
      const qError = quantityError(input.quantity, field, 0);
      if (qError) {
        errors.push(qError);
        return;
      }
      line.quantity = input.quantity;
    }
    if (line.quantity > 0) {
      const variant = catalogue.variantById.get(line.merchandiseId);
      const variantErrors = merchandiseErrors(variant, line.merchandiseId, field);
      if (!variant || variantErrors.length) {
        errors.push(...variantErrors);
        return;
      }
      const others = cart.lines.filter((l) => l.merchandiseId === line.merchandiseId && l !== line).reduce((s, l) => s + l.quantity, 0);
      const kept = capToStock(catalogue, variant, line.quantity, others, lineGid(cart, line), warnings);
      // A sold-out line stays as it was (the shopper removes it, as Shopify's guide suggests).
      line.quantity = kept > 0 ? kept : before;
    }
  });
  // Quantity 0 removes the line (Shopify's rule).
  cart.lines = cart.lines.filter((l) => l.quantity > 0);
  return errors;
}

/** Removes lines by id; an id not in the cart is a user error. */
export function removeLines(cart: CartRecord, lineIds: string[]): CartUserError[] {
  const ids = lineIds.map(parseLineGid);
  const errors: CartUserError[] = ids.flatMap((id, i) =>
    cart.lines.some((l) => l.id === id)
      ? []
      : [{ code: 'INVALID_MERCHANDISE_LINE' as const, field: ['lineIds', String(i)], message: `The merchandise line with id ${lineIds[i]} does not exist.` }],
  );
  cart.lines = cart.lines.filter((l) => !ids.includes(l.id));
  return errors;
}
