/**
 * The cart's buyer identity: a market country, e-mail and phone, and the customer behind an access
 * token (whose e-mail and phone fill in what the input leaves out).
 */
import type { CustomerStore } from '../customers/customerStore';
import { isMarketCountry } from '../shop/markets';
import type { BuyerIdentityRecord } from './cartRecord';
import type { BuyerIdentityInput, CartUserError } from './cartMutationTypes';

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;

/** The identity `input` makes of `current`, or the user errors that stop it. */
export async function applyBuyerIdentity(
  customers: Pick<CustomerStore, 'findByAccessToken'>,
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
    if (input.customerAccessToken === null) identity.customerId = null;
    else {
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
