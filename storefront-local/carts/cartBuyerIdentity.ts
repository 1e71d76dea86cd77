/**
 * The cart's buyer identity: a market country, e-mail and phone, and the customer behind an access
 * token (whose e-mail and phone fill in what the input leaves out, and leave with the customer).
 */
import type { CustomerStore } from '../customers/customerStore';
import { isMarketCountry } from '../markets/markets';
import type { BuyerIdentityRecord } from './cartRecord';
import type { BuyerIdentityInput, CartUserError } from './cartMutationTypes';

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;

/** The identity `input` makes of `current`, or the user errors that stop it. */
export async function applyBuyerIdentity(
  customers: Pick<CustomerStore, 'findByAccessToken' | 'byId'>,
  current: BuyerIdentityRecord,
  input: BuyerIdentityInput,
  field: string[],
): Promise<{ identity: BuyerIdentityRecord; errors: CartUserError[] }> {
  const identity = { ...current };
  const errors: CartUserError[] = [];
  // A B2B company location: this shop has no companies, so none is found (never silently dropped).
  if (input.companyLocationId !== undefined && input.companyLocationId !== null) {
    errors.push({ code: 'INVALID_COMPANY_LOCATION', field: [...field, 'companyLocationId'], message: 'Company location not found or not allowed.' });
  }
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
    if (input.customerAccessToken === null) {
      // Signing out of a shared device: the contact the cart took from the customer goes with them, so
      // the next person's checkout is not prefilled with it. Contact given in the same input stays.
      const previous = current.customerId === null ? null : await customers.byId(current.customerId);
      if (previous && input.email === undefined && identity.email === previous.email) identity.email = null;
      if (previous && input.phone === undefined && identity.phone !== null && identity.phone === previous.phone) identity.phone = null;
      identity.customerId = null;
    } else {
      const customer = await customers.findByAccessToken(input.customerAccessToken);
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
