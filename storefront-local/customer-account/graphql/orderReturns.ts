/**
 * Returns in the Customer Account API: which of an order's items may still be returned
 * (Order.returnInformation), and orderRequestReturn, which records a return in REQUESTED status for
 * the merchant to approve. Items are returnable once fulfilled and while the order is not cancelled,
 * up to the quantity not already in a return.
 * https://shopify.dev/docs/api/customer/2025-07/mutations/orderRequestReturn
 * https://shopify.dev/docs/api/customer/2025-07/objects/OrderReturnInformation
 */
import type { OrderRecord, OrderReturnRecord } from '../../orders/orderStore';

export const RETURN_REASONS: ReadonlyArray<{ reason: string; title: string }> = [
  { reason: 'SIZE_TOO_SMALL', title: 'Size was too small' },
  { reason: 'SIZE_TOO_LARGE', title: 'Size was too large' },
  { reason: 'UNWANTED', title: 'Customer changed their mind' },
  { reason: 'NOT_AS_DESCRIBED', title: 'Item not as described' },
  { reason: 'WRONG_ITEM', title: 'Received the wrong item' },
  { reason: 'DEFECTIVE', title: 'Damaged or defective' },
  { reason: 'STYLE', title: 'Style' },
  { reason: 'COLOR', title: 'Color' },
  { reason: 'OTHER', title: 'Other' },
];

export interface RequestedLine {
  lineItemId: string;
  quantity: number;
  returnReason: string;
  customerNote?: string | null;
}

export interface ReturnUserError {
  code: string;
  field: string[];
  message: string;
}

const MAX_NOTE = 300;

/** The line's position in the order from its LineItem gid (`gid://shopify/LineItem/{orderId}{index:3}`). */
export function lineIndexOf(order: OrderRecord, lineItemId: string): number | null {
  const match = /^gid:\/\/shopify\/LineItem\/(\d+)$/.exec(lineItemId);
  if (!match?.[1]) return null;
  const digits = match[1];
  if (!digits.startsWith(String(order.id)) || digits.length !== String(order.id).length + 3) return null;
  const index = Number(digits.slice(-3));
  return index < order.data.lines.length ? index : null;
}

/** Units of each line still returnable (0 for every line until the order is fulfilled, or once cancelled). */
export function returnableQuantities(order: OrderRecord): number[] {
  const fulfilled = order.fulfillments.length > 0 && !order.data.cancelledAt;
  return order.data.lines.map((line, index) => {
    if (!fulfilled) return 0;
    const inReturns = (order.data.returns ?? [])
      .filter((r) => r.status !== 'DECLINED' && r.status !== 'CANCELED')
      .flatMap((r) => r.lines)
      .filter((l) => l.lineIndex === index)
      .reduce((sum, l) => sum + l.quantity, 0);
    return Math.max(0, line.quantity - inReturns);
  });
}

/** Checks a request; gives the return to record, or the user errors Shopify would answer. */
export function checkReturnRequest(
  order: OrderRecord,
  requested: readonly RequestedLine[],
  now: Date,
): { record: OrderReturnRecord | null; errors: ReturnUserError[] } {
  const errors: ReturnUserError[] = [];
  if (!requested.length) errors.push({ code: 'BLANK', field: ['requestedLineItems'], message: 'Select at least one item to return.' });
  const left = returnableQuantities(order);
  const asked = new Map<number, number>();
  const lines: OrderReturnRecord['lines'] = [];
  requested.forEach((line, position) => {
    const field = ['requestedLineItems', String(position)];
    const index = lineIndexOf(order, line.lineItemId);
    if (index === null) {
      errors.push({ code: 'NOT_FOUND', field: [...field, 'lineItemId'], message: 'Line item does not belong to this order.' });
      return;
    }
    if (!RETURN_REASONS.some((r) => r.reason === line.returnReason)) {
      errors.push({ code: 'INCLUSION', field: [...field, 'returnReason'], message: 'Return reason is not supported.' });
    }
    const note = line.customerNote?.trim() || null;
    if (note && note.length > MAX_NOTE) errors.push({ code: 'TOO_LONG', field: [...field, 'customerNote'], message: `Note is too long (maximum is ${MAX_NOTE} characters).` });
    const total = (asked.get(index) ?? 0) + line.quantity;
    asked.set(index, total);
    if (line.quantity < 1) errors.push({ code: 'GREATER_THAN', field: [...field, 'quantity'], message: 'Quantity must be greater than 0.' });
    else if (total > (left[index] ?? 0)) {
      errors.push({
        code: 'LESS_THAN_OR_EQUAL_TO',
        field: [...field, 'quantity'],
        message: (left[index] ?? 0) === 0 ? 'This item is not eligible for return.' : `Quantity must be less than or equal to ${left[index]}.`,
      });
    }
    lines.push({ lineIndex: index, quantity: line.quantity, reason: line.returnReason, note });
  });
  if (errors.length) return { record: null, errors };
  const count = (order.data.returns?.length ?? 0) + 1;
  return {
    record: { id: order.id * 100 + count, name: `#${order.orderNumber}-R${count}`, status: 'REQUESTED', createdAt: now.toISOString(), lines },
    errors: [],
  };
}
