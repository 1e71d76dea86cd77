/**
 * The discount codes a customer has used on their orders: what once-per-customer codes are checked
 * against ("Limit to one use per customer", https://help.shopify.com/en/manual/discounts/discount-settings).
 */
import type { Queryable } from '../db/database';
import type { BuyerIdentityRecord } from '../carts/cartRecord';

export async function discountCodesUsedBy(db: Queryable, customerId: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `SELECT DISTINCT upper(code) AS code FROM orders, jsonb_array_elements_text(data->'discountCodes') AS code WHERE customer_id = $1 ORDER BY 1`,
    [customerId],
  );
  return rows.map((row) => row.code);
}

/** The identity with its customer's used codes read again (none for a guest). */
export async function withUsedDiscountCodes(db: Queryable, identity: BuyerIdentityRecord): Promise<BuyerIdentityRecord> {
  const { usedDiscountCodes: _stale, ...rest } = identity;
  return identity.customerId === null ? rest : { ...rest, usedDiscountCodes: await discountCodesUsedBy(db, identity.customerId) };
}
