/**
 * Address and profile writes by customer id (the Customer Account API has no token argument; the
 * customer is the one of the Authorization header). Same tables and default-address rules as the
 * Storefront side: the first address becomes the default, deleting the default promotes the oldest.
 */
import { normaliseAddress, type AddressRecord, type FieldError } from '../../customers/addresses';
import type { Database } from '../../db/database';

export type AddressErrorCode =
  | 'ADDRESS_ARGUMENT_EMPTY'
  | 'ADDRESS_ID_DOES_NOT_EXIST'
  | 'CONTAINS_HTML_TAGS'
  | 'INVALID'
  | 'INVALID_TERRITORY_CODE'
  | 'PHONE_NUMBER_NOT_VALID'
  | 'TOO_LONG';

export interface AddressUserError {
  code: AddressErrorCode;
  field: string[];
  message: string;
}

/** CustomerAddressInput (territoryCode, zoneCode, phoneNumber) → the stored MailingAddressInput names. */
const INPUT_NAMES: Record<string, string> = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  company: 'company',
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'phone',
  territoryCode: 'country',
  zip: 'zip',
  zoneCode: 'province',
};
const ACCOUNT_NAMES = Object.fromEntries(Object.entries(INPUT_NAMES).map(([k, v]) => [v, k]));

function toStoredInput(input: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    const target = INPUT_NAMES[name];
    if (target && value !== undefined) stored[target] = value;
  }
  return stored;
}

function toAccountError(error: FieldError): AddressUserError {
  const stored = error.field[error.field.length - 1] ?? '';
  const name = ACCOUNT_NAMES[stored] ?? stored;
  const code: AddressErrorCode =
    error.code === 'INVALID' && stored === 'country'
      ? 'INVALID_TERRITORY_CODE'
      : error.code === 'INVALID' && stored === 'phone'
        ? 'PHONE_NUMBER_NOT_VALID'
        : error.code === 'BLANK'
          ? 'INVALID'
          : error.code;
  return { code, field: ['address', name], message: error.message };
}

interface AddressRow {
  id: string | number;
  customer_id: string | number;
  data: AddressRecord;
}
const toAddress = (row: AddressRow): AddressRecord => ({ ...row.data, id: Number(row.id), customerId: Number(row.customer_id) });

const notFound = (field: string): AddressUserError => ({ code: 'ADDRESS_ID_DOES_NOT_EXIST', field: [field], message: 'Address does not exist' });

export class AccountAddresses {
  constructor(private readonly db: Database) {}

  async create(customerId: number, input: Record<string, unknown>, makeDefault: boolean): Promise<{ address: AddressRecord | null; errors: AddressUserError[] }> {
    const stored = toStoredInput(input);
    if (!Object.values(stored).some((v) => typeof v === 'string' && v.trim())) {
      return { address: null, errors: [{ code: 'ADDRESS_ARGUMENT_EMPTY', field: ['address'], message: 'Address cannot be empty' }] };
    }
    const { address, errors } = normaliseAddress(stored, null);
    if (errors.length) return { address: null, errors: errors.map(toAccountError) };
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<AddressRow>('INSERT INTO customer_addresses (customer_id, data) VALUES ($1, $2) RETURNING *', [
        customerId,
        JSON.stringify(address),
      ]);
      const created = toAddress(rows[0] as AddressRow);
      await tx.query(
        `UPDATE customers SET default_address_id = $2, updated_at = now() WHERE id = $1 AND ($3::boolean OR default_address_id IS NULL)`,
        [customerId, created.id, makeDefault],
      );
      return { address: created, errors: [] };
    });
  }

  async update(
    customerId: number,
    addressId: number | null,
    input: Record<string, unknown> | null,
    makeDefault: boolean,
  ): Promise<{ address: AddressRecord | null; errors: AddressUserError[] }> {
    const current = addressId === null ? null : await this.find(customerId, addressId);
    if (!current) return { address: null, errors: [notFound('addressId')] };
    const { address, errors } = normaliseAddress(toStoredInput(input ?? {}), current);
    if (errors.length) return { address: null, errors: errors.map(toAccountError) };
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<AddressRow>('UPDATE customer_addresses SET data = $2 WHERE id = $1 RETURNING *', [
        current.id,
        JSON.stringify({ ...address, id: undefined, customerId: undefined }),
      ]);
      if (makeDefault) await tx.query('UPDATE customers SET default_address_id = $2, updated_at = now() WHERE id = $1', [customerId, current.id]);
      return { address: toAddress(rows[0] as AddressRow), errors: [] };
    });
  }

  async delete(customerId: number, addressId: number | null): Promise<{ deleted: boolean; errors: AddressUserError[] }> {
    const current = addressId === null ? null : await this.find(customerId, addressId);
    if (!current) return { deleted: false, errors: [notFound('addressId')] };
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM customer_addresses WHERE id = $1', [current.id]);
      await tx.query(
        `UPDATE customers SET default_address_id = (SELECT min(id) FROM customer_addresses WHERE customer_id = $1), updated_at = now()
         WHERE id = $1 AND (default_address_id = $2 OR default_address_id IS NULL)`,
        [customerId, current.id],
      );
    });
    return { deleted: true, errors: [] };
  }

  private async find(customerId: number, addressId: number): Promise<AddressRecord | null> {
    const rows = await this.db.query<AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = $1 AND id = $2', [customerId, addressId]);
    return rows[0] ? toAddress(rows[0]) : null;
  }
}
