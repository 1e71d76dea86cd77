/**
 * Carts with Shopify's semantics: every mutation validates all of its input first
 * and, on any userError, leaves the cart unchanged. Quantity 0 in cartLinesUpdate removes the line;
 * adding merchandise already in the cart (same attributes) raises that line's quantity. A completed
 * (checked-out) cart is gone: `get` returns null and mutations answer "cart does not exist".
 */
import { isMarketCountry } from '../shop/markets';
import type { Catalogue, CatalogueVariant } from '../catalogue';
import type { Database } from '../db/database';
import type { CustomerStore } from '../customers/customerStore';
import {
  newCartSecret,
  newCartToken,
  newLineId,
  lineGid,
  parseCartGid,
  parseLineGid,
  type Attribute,
  type BuyerIdentityRecord,
  type CartLineRecord,
  type CartRecord,
} from './cartRecord';
import { discountFor } from './discounts';

export type CartErrorCode =
  | 'INVALID'
  | 'ADDRESS_FIELD_IS_TOO_LONG'
  | 'ADDRESS_FIELD_CONTAINS_HTML_TAGS'
  | 'ADDRESS_FIELD_CONTAINS_URL'
  | 'INVALID_DELIVERY_ADDRESS_ID'
  | 'INVALID_DELIVERY_GROUP'
  | 'INVALID_DELIVERY_OPTION'
  | 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED'
  | 'TOO_MANY_DELIVERY_ADDRESSES'
  | 'INVALID_MERCHANDISE_LINE'
  | 'MAXIMUM_EXCEEDED'
  | 'CART_TOO_LARGE'
  | 'NOTE_TOO_LONG'
  | 'MISSING_NOTE'
  | 'MISSING_DISCOUNT_CODE'
  | 'LESS_THAN';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK' | 'DISCOUNT_NOT_FOUND' | 'DUPLICATE_DELIVERY_ADDRESS';
  message: string;
  target: string;
}

export interface CartResult {
  cart: CartRecord | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
}

export interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  attributes?: Attribute[] | null;
  discountCodes?: string[] | null;
  note?: string | null;
  buyerIdentity?: BuyerIdentityInput | null;
}

export const MAX_CART_LINES = 500;
export const MAX_NOTE_LENGTH = 5000;
export const MAX_ATTRIBUTES = 250;

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
const cartMissing = (): CartResult => ({
  cart: null,
  userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
  warnings: [],
});

interface Row {
  token: string;
  secret: string;
  data: Omit<CartRecord, 'token' | 'secret' | 'createdAt' | 'updatedAt' | 'completedAt'>;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

const toRecord = (row: Row): CartRecord => ({
  ...row.data,
  token: row.token,
  secret: row.secret,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
});

const sameAttributes = (a: Attribute[], b: Attribute[]): boolean =>
  a.length === b.length && a.every((attr, i) => attr.key === b[i]?.key && attr.value === b[i]?.value);

export class CartStore {
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly catalogue: Catalogue,
    private readonly customers: CustomerStore,
  ) {}

  /** Runs cart mutations one at a time per cart, so concurrent adds never lose a line. */
  private async locked<T>(token: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(token) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.locks.set(token, next);
    try {
      return await next;
    } finally {
      if (this.locks.get(token) === next) this.locks.delete(token);
    }
  }

  private async load(id: string): Promise<CartRecord | null> {
    const parsed = parseCartGid(id);
    if (!parsed) return null;
    return this.byToken(parsed.token, parsed.secret);
  }

  /** The cart behind a token (and key, when given), completed or not. */
  async byToken(token: string, secret?: string): Promise<CartRecord | null> {
    const rows = await this.db.query<Row>('SELECT * FROM carts WHERE token = $1', [token]);
    const row = rows[0];
    if (!row || (secret !== undefined && row.secret !== secret)) return null;
    return toRecord(row);
  }

  /** The live cart for an id, or null when unknown or already checked out. */
  async get(id: string): Promise<CartRecord | null> {
    const cart = await this.load(id);
    return cart && !cart.completedAt ? cart : null;
  }

  private async save(cart: CartRecord): Promise<CartRecord> {
    const { token, secret, createdAt: _c, updatedAt: _u, completedAt: _d, ...data } = cart;
    const rows = await this.db.query<Row>(
      `INSERT INTO carts (token, secret, data) VALUES ($1, $2, $3)
       ON CONFLICT (token) DO UPDATE SET data = EXCLUDED.data, updated_at = now()
       RETURNING *`,
      [token, secret, JSON.stringify(data)],
    );
    return toRecord(rows[0] as Row);
  }

  // ---- Validation ----

  /** Unknown merchandise is the only variant problem that fails a mutation. */
  private variantErrors(variant: CatalogueVariant | undefined, merchandiseId: string, field: string[]): CartUserError[] {
    if (variant) return [];
    return [{ code: 'INVALID', field: [...field, 'merchandiseId'], message: `The merchandise with id ${merchandiseId} does not exist.` }];
  }

  /**
   * Since 2024-10 stock never fails a mutation (https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart):
   * the line is capped at what is available and a warning names it. `others` is what other lines of
   * the same variant already hold. Returns the quantity the line may keep.
   */
  private capToStock(variant: CatalogueVariant, wanted: number, others: number, target: string, warnings: CartWarning[]): number {
    const product = this.catalogue.products[variant.productIndex];
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

  private quantityError(quantity: number, field: string[], minimum: number): CartUserError | null {
    if (!Number.isInteger(quantity) || quantity < minimum) {
      return { code: 'INVALID', field: [...field, 'quantity'], message: `The quantity must be greater than or equal to ${minimum}.` };
    }
    return null;
  }

  private attributeErrors(attributes: Attribute[] | null | undefined, field: string[]): CartUserError[] {
    if (!attributes) return [];
    if (attributes.length > MAX_ATTRIBUTES) return [{ code: 'MAXIMUM_EXCEEDED', field, message: `A cart can have at most ${MAX_ATTRIBUTES} attributes.` }];
    return attributes.flatMap((a, i) =>
      a.key.trim() ? [] : [{ code: 'INVALID' as const, field: [...field, String(i), 'key'], message: 'Attribute key cannot be blank.' }],
    );
  }

  /** Adds lines onto a copy of `lines`; returns errors instead when any input is bad. */
  private applyAdditions(
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
      const qError = this.quantityError(quantity, field, 1);
      if (qError) {
        errors.push(qError);
        return;
      }
      errors.push(...this.attributeErrors(input.attributes, [...field, 'attributes']));
      const attributes = input.attributes ?? [];
      const existing = next.find((l) => l.merchandiseId === input.merchandiseId && sameAttributes(l.attributes, attributes));
      const variant = this.catalogue.variantById.get(input.merchandiseId);
      const variantErrors = this.variantErrors(variant, input.merchandiseId, field);
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
      const kept = this.capToStock(variant, line.quantity + quantity, others, target, warnings);
      if (kept <= line.quantity) return;
      line.quantity = kept;
      if (!existing) next.push(line);
    });
    if (next.length > MAX_CART_LINES) errors.push({ code: 'CART_TOO_LARGE', field: fieldRoot, message: `A cart can have at most ${MAX_CART_LINES} lines.` });
    return { lines: next, errors };
  }

  private async applyBuyerIdentity(
    current: BuyerIdentityRecord,
    input: BuyerIdentityInput,
    field: string[],
  ): Promise<{ identity: BuyerIdentityRecord; errors: CartUserError[] }> {
    const identity = { ...current };
    const errors: CartUserError[] = [];
    if (input.countryCode !== undefined) {
      if (input.countryCode !== null && !isMarketCountry(input.countryCode)) {
        errors.push({ code: 'INVALID', field: [...field, 'countryCode'], message: `The country ${input.countryCode} is not supported by this shop.` });
      } else identity.countryCode = input.countryCode;
    }
    if (input.email !== undefined) {
      if (input.email && !EMAIL_PATTERN.test(input.email)) errors.push({ code: 'INVALID', field: [...field, 'email'], message: 'Email is invalid' });
      else identity.email = input.email || null;
    }
    if (input.phone !== undefined) identity.phone = input.phone || null;
    if (input.customerAccessToken !== undefined) {
      if (input.customerAccessToken === null) identity.customerId = null;
      else {
        const customer = await this.customers.findByAccessToken(input.customerAccessToken);
        if (!customer) errors.push({ code: 'INVALID', field: [...field, 'customerAccessToken'], message: 'Customer access token is invalid' });
        else {
          identity.customerId = customer.id;
          if (input.email === undefined) identity.email = customer.email;
          if (input.phone === undefined && customer.phone) identity.phone = customer.phone;
        }
      }
    }
    return { identity, errors };
  }

  // ---- Mutations ----

  async create(input: CartInput, contextCountry: string | null): Promise<CartResult> {
    const warnings: CartWarning[] = [];
    const base: BuyerIdentityRecord = { countryCode: contextCountry, email: null, phone: null, customerId: null };
    const { identity, errors: identityErrors } = await this.applyBuyerIdentity(base, input.buyerIdentity ?? {}, ['input', 'buyerIdentity']);
    const token = newCartToken();
    const { lines, errors: lineErrors } = this.applyAdditions({ token }, [], input.lines ?? [], ['input', 'lines'], warnings);
    const errors = [...identityErrors, ...lineErrors, ...this.attributeErrors(input.attributes, ['input', 'attributes'])];
    if (input.note && input.note.length > MAX_NOTE_LENGTH) errors.push({ code: 'NOTE_TOO_LONG', field: ['input', 'note'], message: `Note is too long (maximum is ${MAX_NOTE_LENGTH} characters)` });
    if (errors.length) return { cart: null, userErrors: errors, warnings };
    const codes = (input.discountCodes ?? []).map((c) => c.trim()).filter(Boolean);
    const cart = await this.save({
      token,
      secret: newCartSecret(),
      createdAt: '',
      updatedAt: '',
      completedAt: null,
      lines,
      attributes: input.attributes ?? [],
      note: input.note ?? null,
      discountCodes: [...new Set(codes)],
      buyerIdentity: identity,
    });
    return { cart, userErrors: [], warnings };
  }

  /** Loads the live cart, applies `change` and saves it, unless `change` reports errors (also used by delivery.ts's changes). */
  mutate(
    cartId: string,
    change: (cart: CartRecord, warnings: CartWarning[]) => Promise<CartUserError[]> | CartUserError[],
  ): Promise<CartResult> {
    const parsed = parseCartGid(cartId);
    if (!parsed) return Promise.resolve(cartMissing());
    return this.locked(parsed.token, async () => {
      const cart = await this.get(cartId);
      if (!cart) return cartMissing();
      const warnings: CartWarning[] = [];
      const draft: CartRecord = JSON.parse(JSON.stringify(cart)) as CartRecord;
      const errors = await change(draft, warnings);
      if (errors.length) return { cart, userErrors: errors, warnings };
      return { cart: await this.save(draft), userErrors: [], warnings };
    });
  }

  linesAdd(cartId: string, inputs: CartLineInput[]): Promise<CartResult> {
    return this.mutate(cartId, (cart, warnings) => {
      const { lines, errors } = this.applyAdditions(cart, cart.lines, inputs, ['lines'], warnings);
      cart.lines = lines;
      return errors;
    });
  }

  linesUpdate(cartId: string, inputs: CartLineUpdateInput[]): Promise<CartResult> {
    return this.mutate(cartId, (cart, warnings) => {
      const errors: CartUserError[] = [];
      inputs.forEach((input, i) => {
        const field = ['lines', String(i)];
        const line = cart.lines.find((l) => l.id === parseLineGid(input.id));
        if (!line) {
          errors.push({ code: 'INVALID_MERCHANDISE_LINE', field: [...field, 'id'], message: `The merchandise line with id ${input.id} does not exist.` });
          return;
        }
        const before = line.quantity;
        if (input.merchandiseId) line.merchandiseId = input.merchandiseId;
        if (input.attributes) {
          errors.push(...this.attributeErrors(input.attributes, [...field, 'attributes']));
          line.attributes = input.attributes;
        }
        if (input.quantity !== undefined && input.quantity !== null) {
          const qError = this.quantityError(input.quantity, field, 0);
          if (qError) {
            errors.push(qError);
            return;
          }
          line.quantity = input.quantity;
        }
        if (line.quantity > 0) {
          const variant = this.catalogue.variantById.get(line.merchandiseId);
          const variantErrors = this.variantErrors(variant, line.merchandiseId, field);
          if (!variant || variantErrors.length) {
            errors.push(...variantErrors);
            return;
          }
          const others = cart.lines.filter((l) => l.merchandiseId === line.merchandiseId && l !== line).reduce((s, l) => s + l.quantity, 0);
          const kept = this.capToStock(variant, line.quantity, others, lineGid(cart, line), warnings);
          // A sold-out line stays as it was (the shopper removes it, as Shopify's guide suggests).
          line.quantity = kept > 0 ? kept : before;
        }
      });
      // Quantity 0 removes the line (Shopify's rule).
      cart.lines = cart.lines.filter((l) => l.quantity > 0);
      return errors;
    });
  }

  linesRemove(cartId: string, lineIds: string[]): Promise<CartResult> {
    return this.mutate(cartId, (cart) => {
      const ids = lineIds.map(parseLineGid);
      const errors: CartUserError[] = ids.flatMap((id, i) =>
        cart.lines.some((l) => l.id === id)
          ? []
          : [{ code: 'INVALID_MERCHANDISE_LINE' as const, field: ['lineIds', String(i)], message: `The merchandise line with id ${lineIds[i]} does not exist.` }],
      );
      cart.lines = cart.lines.filter((l) => !ids.includes(l.id));
      return errors;
    });
  }

  buyerIdentityUpdate(cartId: string, input: BuyerIdentityInput): Promise<CartResult> {
    return this.mutate(cartId, async (cart) => {
      const { identity, errors } = await this.applyBuyerIdentity(cart.buyerIdentity, input, ['buyerIdentity']);
      cart.buyerIdentity = identity;
      return errors;
    });
  }

  discountCodesUpdate(cartId: string, codes: string[]): Promise<CartResult> {
    return this.mutate(cartId, (cart, warnings) => {
      const cleaned = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
      cart.discountCodes = cleaned;
      for (const code of cleaned) {
        if (!/^[A-Za-z0-9_-]+$/.test(code) || !discountFor(code)) {
          warnings.push({ code: 'DISCOUNT_NOT_FOUND', message: `Discount code ${code} is not valid`, target: code });
        }
      }
      return [];
    });
  }

  attributesUpdate(cartId: string, attributes: Attribute[]): Promise<CartResult> {
    return this.mutate(cartId, (cart) => {
      const errors = this.attributeErrors(attributes, ['attributes']);
      // Shopify merges by key: given keys are set, others stay.
      for (const attribute of attributes) {
        const existing = cart.attributes.find((a) => a.key === attribute.key);
        if (existing) existing.value = attribute.value;
        else cart.attributes.push({ key: attribute.key, value: attribute.value });
      }
      return errors;
    });
  }

  noteUpdate(cartId: string, note: string | null | undefined): Promise<CartResult> {
    return this.mutate(cartId, (cart) => {
      if (note && note.length > MAX_NOTE_LENGTH) {
        return [{ code: 'NOTE_TOO_LONG', field: ['note'], message: `Note is too long (maximum is ${MAX_NOTE_LENGTH} characters)` }];
      }
      cart.note = note ?? null;
      return [];
    });
  }
}
