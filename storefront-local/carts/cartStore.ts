/**
 * Carts with Shopify's semantics: every mutation validates all of its input first
 * and, on any userError, leaves the cart unchanged. Quantity 0 in cartLinesUpdate removes the line;
 * adding merchandise already in the cart (same attributes) raises that line's quantity. A completed
 * (checked-out) cart is gone: `get` returns null and mutations answer "cart does not exist".
 * The line arithmetic is in cartLines.ts, the buyer identity in cartBuyerIdentity.ts, storage in cartRows.ts.
 */
import type { VisitorConsent } from '../privacy/trackingConsent';
import type { Catalogue } from '../catalogue/types';
import type { Database } from '../db/database';
import type { CustomerStore } from '../customers/customerStore';
import { applyBuyerIdentity } from './cartBuyerIdentity';
import { addLines, attributeErrors, removeLines, updateLines } from './cartLines';
import {
  cartMissing,
  MAX_NOTE_LENGTH,
  type BuyerIdentityInput,
  type CartInput,
  type CartLineInput,
  type CartInputMetafieldInput,
  type CartLineUpdateInput,
  type CartMetafieldsSetInput,
  type CartResult,
  type MetafieldUserError,
  type CartUserError,
  type CartWarning,
} from './cartMutationTypes';
import { newCartSecret, newCartToken, parseCartGid, type Attribute, type BuyerIdentityRecord, type CartRecord } from './cartRecord';
import { CartLocks, readCart, writeCart } from './cartRows';
import { applyDiscountCodes, type DiscountCodes } from './discounts';
import { withUsedDiscountCodes } from '../orders/usedDiscountCodes';
import { applyGiftCardCodes, removeGiftCards } from './giftCards';
import {
  APP_NAMESPACE,
  checkMetafieldInput,
  deleteCartMetafield,
  MAX_METAFIELDS_PER_REQUEST,
  setCartMetafields,
  type CartMetafieldRecord,
  type MetafieldEntry,
} from './cartMetafields';
import { parseMetafieldKey } from './metafieldValues';

/** What cartMetafieldsSet answers: each metafield set with its cart, or the errors (and nothing set). */
export interface MetafieldsSetResult {
  metafields: Array<{ cart: CartRecord; metafield: CartMetafieldRecord }> | null;
  userErrors: MetafieldUserError[];
}

export class CartStore {
  private readonly locks = new CartLocks();

  constructor(
    private readonly db: Database,
    private readonly catalogue: Catalogue,
    private readonly customers: CustomerStore,
    /** The shop's discount codes: an unknown one is warned about as it is entered. */
    private readonly discountCodes: DiscountCodes,
  ) {}

  private async load(id: string): Promise<CartRecord | null> {
    const parsed = parseCartGid(id);
    if (!parsed) return null;
    return this.byToken(parsed.token, parsed.secret);
  }

  /** The cart behind a token (and key, when given), completed or not. */
  byToken(token: string, secret?: string): Promise<CartRecord | null> {
    return readCart(this.db, token, secret);
  }

  /** The live cart for an id, or null when unknown or already checked out. */
  async get(id: string): Promise<CartRecord | null> {
    const cart = await this.load(id);
    return cart && !cart.completedAt ? cart : null;
  }

  // ---- Mutations ----

  async create(input: CartInput, contextCountry: string | null, visitorConsent: VisitorConsent | null = null): Promise<CartResult> {
    const warnings: CartWarning[] = [];
    const base: BuyerIdentityRecord = { countryCode: contextCountry, email: null, phone: null, customerId: null };
    const { identity, errors: identityErrors } = await applyBuyerIdentity(this.customers, base, input.buyerIdentity ?? {}, ['input', 'buyerIdentity']);
    const token = newCartToken();
    const { lines, errors: lineErrors } = addLines(this.catalogue, { token }, [], input.lines ?? [], ['input', 'lines'], warnings);
    const errors = [...identityErrors, ...lineErrors, ...attributeErrors(input.attributes, ['input', 'attributes'])];
    if (input.note && input.note.length > MAX_NOTE_LENGTH) errors.push({ code: 'NOTE_TOO_LONG', field: ['input', 'note'], message: `Note is too long (maximum is ${MAX_NOTE_LENGTH} characters)` });
    const metafields = createMetafields(input.metafields ?? [], errors);
    if (errors.length) return { cart: null, userErrors: errors, warnings };
    const codes = (input.discountCodes ?? []).map((c) => c.trim()).filter(Boolean);
    const draft: CartRecord = {
      token,
      secret: newCartSecret(),
      createdAt: '',
      updatedAt: '',
      completedAt: null,
      lines,
      attributes: input.attributes ?? [],
      note: input.note ?? null,
      discountCodes: [...new Set(codes)],
      buyerIdentity: await withUsedDiscountCodes(this.db, identity),
      ...(visitorConsent ? { visitorConsent } : {}),
    };
    if (metafields.length) setCartMetafields(draft, metafields, new Date().toISOString());
    const giftCardErrors = await applyGiftCardCodes(this.db, draft, input.giftCardCodes ?? [], 'replace');
    if (giftCardErrors.length) return { cart: null, userErrors: giftCardErrors.map((e) => ({ ...e, field: ['input', ...(e.field ?? [])] })), warnings };
    return { cart: await writeCart(this.db, draft), userErrors: [], warnings };
  }

  /** Loads the live cart, applies `change` and saves it, unless `change` reports errors (also used by delivery.ts's changes). */
  mutate(
    cartId: string,
    change: (cart: CartRecord, warnings: CartWarning[]) => Promise<CartUserError[]> | CartUserError[],
  ): Promise<CartResult> {
    const parsed = parseCartGid(cartId);
    if (!parsed) return Promise.resolve(cartMissing());
    return this.locks.locked(parsed.token, async () => {
      const cart = await this.get(cartId);
      if (!cart) return cartMissing();
      const warnings: CartWarning[] = [];
      const draft: CartRecord = JSON.parse(JSON.stringify(cart)) as CartRecord;
      const errors = await change(draft, warnings);
      if (errors.length) return { cart, userErrors: errors, warnings };
      draft.buyerIdentity = await withUsedDiscountCodes(this.db, draft.buyerIdentity);
      return { cart: await writeCart(this.db, draft), userErrors: [], warnings };
    });
  }

  /** Keeps the visitor's latest privacy choices (@inContext(visitorConsent:)) on the cart for its checkout. */
  visitorConsentUpdate(cartId: string, consent: VisitorConsent): Promise<CartResult> {
    return this.mutate(cartId, (cart) => {
      cart.visitorConsent = consent;
      return [];
    });
  }

  linesAdd(cartId: string, inputs: CartLineInput[]): Promise<CartResult> {
    return this.mutate(cartId, (cart, warnings) => {
      const { lines, errors } = addLines(this.catalogue, cart, cart.lines, inputs, ['lines'], warnings);
      cart.lines = lines;
      return errors;
    });
  }

  linesUpdate(cartId: string, inputs: CartLineUpdateInput[]): Promise<CartResult> {
    return this.mutate(cartId, (cart, warnings) => updateLines(this.catalogue, cart, inputs, warnings));
  }

  linesRemove(cartId: string, lineIds: string[]): Promise<CartResult> {
    return this.mutate(cartId, (cart) => removeLines(cart, lineIds));
  }

  buyerIdentityUpdate(cartId: string, input: BuyerIdentityInput): Promise<CartResult> {
    return this.mutate(cartId, async (cart) => {
      const { identity, errors } = await applyBuyerIdentity(this.customers, cart.buyerIdentity, input, ['buyerIdentity']);
      cart.buyerIdentity = identity;
      return errors;
    });
  }

  discountCodesUpdate(cartId: string, codes: string[]): Promise<CartResult> {
    return this.mutate(cartId, (cart, warnings) => {
      applyDiscountCodes(cart, codes, warnings, this.discountCodes);
      return [];
    });
  }

  giftCardCodesUpdate(cartId: string, codes: string[]): Promise<CartResult> {
    return this.mutate(cartId, (cart) => applyGiftCardCodes(this.db, cart, codes, 'replace'));
  }

  giftCardCodesAdd(cartId: string, codes: string[]): Promise<CartResult> {
    return this.mutate(cartId, (cart) => applyGiftCardCodes(this.db, cart, codes, 'add'));
  }

  giftCardCodesRemove(cartId: string, appliedGiftCardIds: string[]): Promise<CartResult> {
    return this.mutate(cartId, (cart) => removeGiftCards(cart, appliedGiftCardIds));
  }

  attributesUpdate(cartId: string, attributes: Attribute[]): Promise<CartResult> {
    return this.mutate(cartId, (cart) => {
      const errors = attributeErrors(attributes, ['attributes']);
      // Shopify merges by key: given keys are set, others stay.
      for (const attribute of attributes) {
        const existing = cart.attributes.find((a) => a.key === attribute.key);
        if (existing) existing.value = attribute.value;
        else cart.attributes.push({ key: attribute.key, value: attribute.value });
      }
      return errors;
    });
  }

  /**
   * cartMetafieldsSet: every input is checked first (at most 25; each owner a live cart, each key, type and
   * value valid) and, on any error, nothing is set. Inputs may name several carts; each is saved once.
   */
  async metafieldsSet(inputs: CartMetafieldsSetInput[]): Promise<MetafieldsSetResult> {
    if (inputs.length > MAX_METAFIELDS_PER_REQUEST) {
      return {
        metafields: null,
        userErrors: [{ code: 'LESS_THAN_OR_EQUAL_TO', field: ['metafields'], message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS_PER_REQUEST}.`, elementIndex: null }],
      };
    }
    const userErrors: MetafieldUserError[] = [];
    const byCart = new Map<string, Array<{ index: number; entry: MetafieldEntry }>>();
    for (const [index, input] of inputs.entries()) {
      const checked = checkMetafieldInput(input);
      if ('field' in checked) {
        userErrors.push({ code: checked.code, field: ['metafields', String(index), checked.field], message: checked.message, elementIndex: index });
        continue;
      }
      const owner = await this.get(input.ownerId);
      if (!owner) {
        userErrors.push({ code: 'INVALID_OWNER', field: ['metafields', String(index), 'ownerId'], message: 'Owner does not exist or is not a cart.', elementIndex: index });
        continue;
      }
      byCart.set(input.ownerId, [...(byCart.get(input.ownerId) ?? []), { index, entry: checked }]);
    }
    if (userErrors.length) return { metafields: null, userErrors };
    const set: Array<{ index: number; cart: CartRecord; metafield: CartMetafieldRecord }> = [];
    for (const [ownerId, entries] of byCart) {
      let records: CartMetafieldRecord[] = [];
      const result = await this.mutate(ownerId, (cart) => {
        records = setCartMetafields(cart, entries.map((e) => e.entry), new Date().toISOString());
        return [];
      });
      if (!result.cart) {
        // Checked out between the check and the write.
        const index = entries[0]?.index ?? 0;
        return { metafields: null, userErrors: [{ code: 'INVALID_OWNER', field: ['metafields', String(index), 'ownerId'], message: 'Owner does not exist or is not a cart.', elementIndex: index }] };
      }
      const saved = result.cart;
      for (const record of records) {
        const index = entries.find((e) => e.entry.namespace === record.namespace && e.entry.key === record.key)?.index ?? 0;
        const metafield = (saved.metafields ?? []).find((m) => m.id === record.id) ?? record;
        set.push({ index, cart: saved, metafield });
      }
    }
    set.sort((a, b) => a.index - b.index);
    return { metafields: set.map(({ cart, metafield }) => ({ cart, metafield })), userErrors: [] };
  }

  /** cartMetafieldDelete: answers the deleted metafield's id, or why nothing was deleted. */
  async metafieldDelete(input: { ownerId: string; key: string }): Promise<{ deletedId: string | null; userErrors: MetafieldUserError[] }> {
    if (!(await this.get(input.ownerId))) {
      return { deletedId: null, userErrors: [{ code: 'INVALID_OWNER', field: ['input', 'ownerId'], message: 'Owner does not exist or is not a cart.' }] };
    }
    const parsed = parseMetafieldKey(input.key, APP_NAMESPACE);
    const missing = { deletedId: null, userErrors: [{ code: 'METAFIELD_DOES_NOT_EXIST', field: ['input', 'key'], message: 'Metafield does not exist.' }] };
    if ('code' in parsed) return missing;
    let deleted: CartMetafieldRecord | null = null;
    const result = await this.mutate(input.ownerId, (cart) => {
      deleted = deleteCartMetafield(cart, parsed.namespace, parsed.key);
      return deleted ? [] : [{ code: 'INVALID', field: ['input', 'key'], message: 'Metafield does not exist.' }];
    });
    if (!result.cart) return { deletedId: null, userErrors: [{ code: 'INVALID_OWNER', field: ['input', 'ownerId'], message: 'Owner does not exist or is not a cart.' }] };
    const removed = deleted as CartMetafieldRecord | null;
    return removed ? { deletedId: `gid://shopify/Metafield/${removed.id}`, userErrors: [] } : missing;
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

/** CartInput.metafields of cartCreate: checked as cartMetafieldsSet checks them, refused as INVALID_METAFIELDS. */
function createMetafields(inputs: CartInputMetafieldInput[], errors: CartUserError[]): MetafieldEntry[] {
  if (inputs.length > MAX_METAFIELDS_PER_REQUEST) {
    errors.push({ code: 'INVALID_METAFIELDS', field: ['input', 'metafields'], message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS_PER_REQUEST}.` });
    return [];
  }
  const entries: MetafieldEntry[] = [];
  for (const [index, input] of inputs.entries()) {
    const checked = checkMetafieldInput(input);
    if ('field' in checked) errors.push({ code: 'INVALID_METAFIELDS', field: ['input', 'metafields', String(index), checked.field], message: checked.message });
    else entries.push(checked);
  }
  return entries;
}
