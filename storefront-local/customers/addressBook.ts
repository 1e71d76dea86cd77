/**
 * A customer's addresses (customerAddressCreate, …Update, …Delete, customerDefaultAddressUpdate): the
 * first address becomes the default, and deleting the default makes the oldest remaining one the default.
 */
import type { Database } from '../db/database';
import { normaliseAddress, type AddressFields, type AddressRecord } from './addresses';
import { err, toCustomer, tokenInvalid, type CustomerLookup, type CustomerRecord, type CustomerRow, type CustomerUserError } from './customerRecords';

interface AddressRow {
  id: string | number;
  customer_id: string | number;
  data: AddressFields;
}
const toAddress = (row: AddressRow): AddressRecord => ({ ...row.data, id: Number(row.id), customerId: Number(row.customer_id) });

export class CustomerAddressBook {
  constructor(
    private readonly db: Database,
    private readonly customers: CustomerLookup,
  ) {}

  async addresses(customerId: number): Promise<AddressRecord[]> {
    const rows = await this.db.query<AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = $1 ORDER BY id', [customerId]);
    return rows.map(toAddress);
  }

  async address(customerId: number, addressId: number): Promise<AddressRecord | null> {
    const rows = await this.db.query<AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = $1 AND id = $2', [customerId, addressId]);
    return rows[0] ? toAddress(rows[0]) : null;
  }

  async createAddress(accessToken: string, input: Record<string, unknown>): Promise<{ address: AddressRecord | null; errors: CustomerUserError[] }> {
    const customer = await this.customers.findByAccessToken(accessToken);
    if (!customer) return { address: null, errors: [tokenInvalid()] };
    const { address, errors } = normaliseAddress(input, null);
    if (errors.length) return { address: null, errors };
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<AddressRow>('INSERT INTO customer_addresses (customer_id, data) VALUES ($1, $2) RETURNING *', [
        customer.id,
        JSON.stringify(address),
      ]);
      const created = toAddress(rows[0] as AddressRow);
      // The first address becomes the default, as in Shopify.
      if (customer.defaultAddressId === null) {
        await tx.query('UPDATE customers SET default_address_id = $2, updated_at = now() WHERE id = $1', [customer.id, created.id]);
      }
      return { address: created, errors: [] };
    });
  }

  async updateAddress(
    accessToken: string,
    addressId: number | null,
    input: Record<string, unknown>,
  ): Promise<{ address: AddressRecord | null; errors: CustomerUserError[] }> {
    const customer = await this.customers.findByAccessToken(accessToken);
    if (!customer) return { address: null, errors: [tokenInvalid()] };
    const current = addressId === null ? null : await this.address(customer.id, addressId);
    if (!current) return { address: null, errors: [err('NOT_FOUND', ['id'], 'Address does not exist')] };
    const { address, errors } = normaliseAddress(input, current);
    if (errors.length) return { address: null, errors };
    const rows = await this.db.query<AddressRow>('UPDATE customer_addresses SET data = $2 WHERE id = $1 RETURNING *', [
      current.id,
      JSON.stringify({ ...address, id: undefined, customerId: undefined }),
    ]);
    return { address: toAddress(rows[0] as AddressRow), errors: [] };
  }

  async deleteAddress(accessToken: string, addressId: number | null): Promise<{ deleted: boolean; errors: CustomerUserError[] }> {
    const customer = await this.customers.findByAccessToken(accessToken);
    if (!customer) return { deleted: false, errors: [tokenInvalid()] };
    const current = addressId === null ? null : await this.address(customer.id, addressId);
    if (!current) return { deleted: false, errors: [err('NOT_FOUND', ['id'], 'Address does not exist')] };
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM customer_addresses WHERE id = $1', [current.id]);
      if (customer.defaultAddressId === current.id) {
        // The oldest remaining address becomes the default.
        await tx.query(
          `UPDATE customers SET default_address_id = (SELECT min(id) FROM customer_addresses WHERE customer_id = $1), updated_at = now() WHERE id = $1`,
          [customer.id],
        );
      }
    });
    return { deleted: true, errors: [] };
  }

  async setDefaultAddress(accessToken: string, addressId: number | null): Promise<{ customer: CustomerRecord | null; errors: CustomerUserError[] }> {
    const customer = await this.customers.findByAccessToken(accessToken);
    if (!customer) return { customer: null, errors: [tokenInvalid()] };
    const address = addressId === null ? null : await this.address(customer.id, addressId);
    if (!address) return { customer: null, errors: [err('NOT_FOUND', ['addressId'], 'Address does not exist')] };
    const rows = await this.db.query<CustomerRow>('UPDATE customers SET default_address_id = $2, updated_at = now() WHERE id = $1 RETURNING *', [
      customer.id,
      address.id,
    ]);
    return { customer: toCustomer(rows[0] as CustomerRow), errors: [] };
  }
}
