/**
 * Delivery on the cart, as the Storefront API documents it
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartDeliveryAddressesAdd and
 * https://shopify.dev/docs/api/storefront/latest/objects/CartDeliveryGroup): the buyer adds
 * delivery addresses (at most one selected); once the cart has one, its lines form a delivery group
 * with the shop's options for that country, and the buyer selects one by handle.
 *
 * The shop's rates are its shipping zones (`ShopDefinition.shippingZones`, carts/shipping.ts): each zone's standard and express
 * services, standard free from the zone's threshold (goods after discounts, in the cart's currency).
 * The hosted checkout charges the selected option, or standard.
 */
import { randomBytes } from 'node:crypto';
import type { Catalogue } from '../catalogue/types';
import { countryName, type AddressFields } from '../customers/addresses';
import type { Money } from '../pricing/currency';
import { DELIVERY_HANDLES, serviceCost, shippingZoneFor, type DeliveryHandle, type ShippingZone } from './shipping';
import type { ShopRules } from './shopRules';
import { computeCartCost, type CartCost } from './cartCost';
import type { CartRecord, DeliveryAddressRecord } from './cartRecord';
import type { CartUserError, CartWarning } from './cartMutationTypes';

export const SHOP_COUNTRY = 'US';
/** Shopify allows at most 20 delivery addresses on a cart (TOO_MANY_DELIVERY_ADDRESSES). */
export const MAX_DELIVERY_ADDRESSES = 20;
const MAX_FIELD_LENGTH = 255;

export type { DeliveryHandle };

export interface DeliveryOption {
  handle: DeliveryHandle;
  code: string;
  title: string;
  description: string;
  cost: Money;
}

export interface DeliveryGroup {
  id: string;
  address: DeliveryAddressRecord;
  /** Indices into cart.lines of the lines that ship. */
  lineIds: string[];
  options: DeliveryOption[];
  selected: DeliveryOption | null;
}

/**
 * What the cart's goods cost after discounts, in its currency: what the free-shipping threshold and
 * duties read. Gift cards are not shipped goods, so they count for neither.
 */
export function merchandiseMinor(cost: CartCost, catalogue: Catalogue): number {
  return cost.lines.reduce((sum, l) => (catalogue.products[l.variant.productIndex]?.isGiftCard ? sum - l.total.minor : sum), cost.total.minor);
}

/** The zone's services for goods worth `merchandise` (minor units of `currencyCode`, after discounts). */
export function deliveryOptions(zones: readonly ShippingZone[], countryCode: string | null, merchandise: number, currencyCode: string): DeliveryOption[] {
  const zone = shippingZoneFor(zones, countryCode);
  return DELIVERY_HANDLES.flatMap((handle) => {
    const service = zone.services[handle];
    if (!service) return [];
    return [{ handle, code: handle.toUpperCase(), title: service.title, description: `${service.days} business days`, cost: serviceCost(zone, handle, merchandise, currencyCode) }];
  });
}

export const selectableAddressGid = (address: Pick<DeliveryAddressRecord, 'id'>): string => `gid://shopify/CartSelectableAddress/${address.id}`;
const deliveryGroupGid = (address: Pick<DeliveryAddressRecord, 'id'>): string => `gid://shopify/CartDeliveryGroup/${address.id}`;
const parseSelectableAddressGid = (id: string): string => /^gid:\/\/shopify\/CartSelectableAddress\/([A-Za-z0-9]+)$/.exec(id ?? '')?.[1] ?? id;

/** The address the cart delivers to: the selected one, else the first. */
export const deliveryAddressOf = (cart: CartRecord): DeliveryAddressRecord | undefined =>
  cart.deliveryAddresses?.find((a) => a.selected) ?? cart.deliveryAddresses?.[0];

/** The cart's delivery group, once it has an address and lines that ship. */
export function deliveryGroupOf(cart: CartRecord, catalogue: Catalogue, rules: ShopRules, currencyCode: string): DeliveryGroup | null {
  const address = deliveryAddressOf(cart);
  if (!address) return null;
  const shipping = cart.lines.filter((line) => {
    const variant = catalogue.variantById.get(line.merchandiseId);
    return variant && !catalogue.products[variant.productIndex]?.isGiftCard;
  });
  if (!shipping.length) return null;
  const options = deliveryOptions(rules.shippingZones, address.address.countryCode, merchandiseMinor(computeCartCost(cart, catalogue, rules.discountCodes, 'US'), catalogue), currencyCode);
  const id = deliveryGroupGid(address);
  const handle = cart.selectedDeliveryOptions?.[id];
  return { id, address, lineIds: shipping.map((l) => l.id), options, selected: options.find((o) => o.handle === handle) ?? null };
}

/** The option the hosted checkout charges to `countryCode`: the one the buyer selected for it, or standard. */
export function checkoutDeliveryHandle(cart: CartRecord, catalogue: Catalogue, rules: ShopRules, currencyCode: string, countryCode: string | null): DeliveryHandle {
  const group = deliveryGroupOf(cart, catalogue, rules, currencyCode);
  return group?.selected && group.address.address.countryCode === countryCode ? group.selected.handle : 'standard';
}

// ---- Input ----

export interface CartDeliveryAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}

export interface CartSelectableAddressInput {
  address?: { deliveryAddress?: CartDeliveryAddressInput | null; copyFromCustomerAddressId?: string | null } | null;
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
}

export interface CartSelectableAddressUpdateInput extends CartSelectableAddressInput {
  id: string;
}

/** Resolves copyFromCustomerAddressId against the cart's customer (null when not theirs). */
export type CustomerAddressLookup = (cart: CartRecord, addressId: string) => Promise<AddressFields | null>;

const TEXT_FIELDS = ['address1', 'address2', 'city', 'company', 'firstName', 'lastName', 'phone', 'provinceCode', 'zip'] as const;

function addressFieldErrors(input: CartDeliveryAddressInput, field: string[]): CartUserError[] {
  return TEXT_FIELDS.flatMap((key): CartUserError[] => {
    const value = input[key];
    if (typeof value !== 'string') return [];
    const at = [...field, key];
    if (value.length > MAX_FIELD_LENGTH) return [{ code: 'ADDRESS_FIELD_IS_TOO_LONG', field: at, message: `${key} is too long (maximum is ${MAX_FIELD_LENGTH} characters)` }];
    if (/<[^>]*>/.test(value)) return [{ code: 'ADDRESS_FIELD_CONTAINS_HTML_TAGS', field: at, message: `${key} cannot contain HTML tags` }];
    if (/https?:\/\/|www\./i.test(value)) return [{ code: 'ADDRESS_FIELD_CONTAINS_URL', field: at, message: `${key} cannot contain a URL` }];
    return [];
  });
}

const text = (value: string | null | undefined): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function toAddressFields(input: CartDeliveryAddressInput): AddressFields {
  const countryCode = text(input.countryCode);
  return {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    company: text(input.company),
    address1: text(input.address1),
    address2: text(input.address2),
    city: text(input.city),
    province: text(input.provinceCode),
    provinceCode: text(input.provinceCode),
    country: countryCode ? countryName(countryCode) : null,
    countryCode,
    zip: text(input.zip),
    phone: text(input.phone),
  };
}

const sameAddress = (a: AddressFields, b: AddressFields): boolean =>
  (Object.keys(a) as Array<keyof AddressFields>).every((key) => (a[key] ?? '').toLowerCase() === (b[key] ?? '').toLowerCase());

async function addressFromInput(
  cart: CartRecord,
  input: CartSelectableAddressInput['address'],
  field: string[],
  lookup: CustomerAddressLookup,
): Promise<{ address: AddressFields | null; errors: CartUserError[] }> {
  if (input?.deliveryAddress) {
    const errors = addressFieldErrors(input.deliveryAddress, [...field, 'deliveryAddress']);
    return { address: errors.length ? null : toAddressFields(input.deliveryAddress), errors };
  }
  if (input?.copyFromCustomerAddressId) {
    const address = await lookup(cart, input.copyFromCustomerAddressId);
    if (address) return { address, errors: [] };
    return { address: null, errors: [{ code: 'INVALID', field: [...field, 'copyFromCustomerAddressId'], message: "The customer address does not exist or does not belong to the cart's customer." }] };
  }
  return { address: null, errors: [{ code: 'INVALID', field, message: 'Exactly one kind of delivery address is required.' }] };
}

function selectOnly(cart: CartRecord, id: string): void {
  for (const a of cart.deliveryAddresses ?? []) a.selected = a.id === id;
}

const tooManySelected = (inputs: CartSelectableAddressInput[], field: string[]): CartUserError[] =>
  inputs.filter((i) => i.selected).length > 1
    ? [{ code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED', field, message: 'Only one delivery address can be selected.' }]
    : [];

// ---- Changes (run inside CartStore.mutate: errors leave the cart unchanged) ----

export async function addDeliveryAddresses(
  cart: CartRecord,
  inputs: CartSelectableAddressInput[],
  warnings: CartWarning[],
  lookup: CustomerAddressLookup,
): Promise<CartUserError[]> {
  const errors = tooManySelected(inputs, ['addresses']);
  const list = (cart.deliveryAddresses ??= []);
  for (const [i, input] of inputs.entries()) {
    const { address, errors: inputErrors } = await addressFromInput(cart, input.address, ['addresses', String(i), 'address'], lookup);
    errors.push(...inputErrors);
    if (!address) continue;
    const duplicate = list.find((a) => sameAddress(a.address, address));
    if (duplicate) {
      warnings.push({ code: 'DUPLICATE_DELIVERY_ADDRESS', message: 'This delivery address is already on the cart.', target: selectableAddressGid(duplicate) });
      if (input.selected) selectOnly(cart, duplicate.id);
      continue;
    }
    const record: DeliveryAddressRecord = { id: randomBytes(9).toString('hex'), address, selected: false, oneTimeUse: input.oneTimeUse ?? false };
    list.push(record);
    if (input.selected) selectOnly(cart, record.id);
  }
  if (list.length > MAX_DELIVERY_ADDRESSES) {
    errors.push({ code: 'TOO_MANY_DELIVERY_ADDRESSES', field: ['addresses'], message: `A cart can have at most ${MAX_DELIVERY_ADDRESSES} delivery addresses.` });
  }
  return errors;
}

/** cartDeliveryAddressesReplace (2026-04): the given addresses become the cart's whole list. */
export function replaceDeliveryAddresses(
  cart: CartRecord,
  inputs: CartSelectableAddressInput[],
  warnings: CartWarning[],
  lookup: CustomerAddressLookup,
): Promise<CartUserError[]> {
  cart.deliveryAddresses = [];
  return addDeliveryAddresses(cart, inputs, warnings, lookup);
}

export async function updateDeliveryAddresses(
  cart: CartRecord,
  inputs: CartSelectableAddressUpdateInput[],
  lookup: CustomerAddressLookup,
): Promise<CartUserError[]> {
  const errors = tooManySelected(inputs, ['addresses']);
  for (const [i, input] of inputs.entries()) {
    const field = ['addresses', String(i)];
    const record = cart.deliveryAddresses?.find((a) => a.id === parseSelectableAddressGid(input.id));
    if (!record) {
      errors.push({ code: 'INVALID_DELIVERY_ADDRESS_ID', field: [...field, 'id'], message: `The delivery address with id ${input.id} does not exist.` });
      continue;
    }
    if (input.address) {
      const { address, errors: inputErrors } = await addressFromInput(cart, input.address, [...field, 'address'], lookup);
      errors.push(...inputErrors);
      if (address) record.address = address;
    }
    if (input.oneTimeUse !== undefined && input.oneTimeUse !== null) record.oneTimeUse = input.oneTimeUse;
    if (input.selected === true) selectOnly(cart, record.id);
    if (input.selected === false) record.selected = false;
  }
  return errors;
}

export function removeDeliveryAddresses(cart: CartRecord, ids: string[]): CartUserError[] {
  const wanted = ids.map(parseSelectableAddressGid);
  const errors: CartUserError[] = wanted.flatMap((id, i) =>
    cart.deliveryAddresses?.some((a) => a.id === id)
      ? []
      : [{ code: 'INVALID_DELIVERY_ADDRESS_ID' as const, field: ['addressIds', String(i)], message: `The delivery address with id ${ids[i]} does not exist.` }],
  );
  cart.deliveryAddresses = (cart.deliveryAddresses ?? []).filter((a) => !wanted.includes(a.id));
  return errors;
}

export function selectDeliveryOptions(
  cart: CartRecord,
  inputs: Array<{ deliveryGroupId: string; deliveryOptionHandle: string }>,
  catalogue: Catalogue,
  rules: ShopRules,
  currencyCode: string,
): CartUserError[] {
  const group = deliveryGroupOf(cart, catalogue, rules, currencyCode);
  const errors: CartUserError[] = [];
  const selections = (cart.selectedDeliveryOptions ??= {});
  inputs.forEach((input, i) => {
    const field = ['selectedDeliveryOptions', String(i)];
    if (!group || input.deliveryGroupId !== group.id) {
      errors.push({ code: 'INVALID_DELIVERY_GROUP', field: [...field, 'deliveryGroupId'], message: `The delivery group with id ${input.deliveryGroupId} does not exist.` });
      return;
    }
    if (!group.options.some((o) => o.handle === input.deliveryOptionHandle)) {
      errors.push({ code: 'INVALID_DELIVERY_OPTION', field: [...field, 'deliveryOptionHandle'], message: `The delivery option ${input.deliveryOptionHandle} is not available for this delivery group.` });
      return;
    }
    selections[group.id] = input.deliveryOptionHandle;
  });
  return errors;
}
