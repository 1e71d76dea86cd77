/**
 * Customers with Shopify's classic-account rules:
 * create (password 5–40, no edge whitespace, e-mail TAKEN), access tokens with expiry, update
 * (a new password revokes old tokens and issues a new one), addresses, recover (never reveals
 * whether an e-mail exists), reset and activate with one-time e-mailed tokens.
 *
 * Decision (documented in README): customerCreate makes an ENABLED account — the customer can sign
 * in at once — and e-mails an activation link that confirms the address and may set a new password.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shop/settings';
import type { Database, Queryable } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import { normaliseAddress, PHONE_PATTERN, type AddressFields, type AddressRecord } from './addresses';
import { activationUrl, resetEmail, resetUrl, welcomeEmail } from './emails';
import { hashPassword, randomToken, tokenHash, verifyPassword } from './passwords';
import { SignInThrottle } from './signInThrottle';

export const ACCESS_TOKEN_TTL_MS = 60 * 86_400_000;
export const ACTIVATION_TOKEN_TTL_MS = 30 * 86_400_000;
export const RESET_TOKEN_TTL_MS = 86_400_000;

/** A well-formed scrypt hash that no password matches: checked for unknown e-mails. */
const STAND_IN_HASH = `scrypt$16384$${'A'.repeat(22)}$${'A'.repeat(43)}`;

export type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BLANK'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

export interface CustomerUserError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

export interface CustomerRecord {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  state: 'ENABLED' | 'DISABLED';
  verifiedEmail: boolean;
  defaultAddressId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface AccessToken {
  accessToken: string;
  expiresAt: string;
}

interface CustomerRow {
  id: string | number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: boolean;
  password_hash: string | null;
  state: 'ENABLED' | 'DISABLED';
  verified_email: boolean;
  default_address_id: string | number | null;
  created_at: Date;
  updated_at: Date;
}

const toCustomer = (row: CustomerRow): CustomerRecord => ({
  id: Number(row.id),
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  acceptsMarketing: row.accepts_marketing,
  state: row.state,
  verifiedEmail: row.verified_email,
  defaultAddressId: row.default_address_id === null ? null : Number(row.default_address_id),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

interface AddressRow {
  id: string | number;
  customer_id: string | number;
  data: AddressFields;
}
const toAddress = (row: AddressRow): AddressRecord => ({ ...row.data, id: Number(row.id), customerId: Number(row.customer_id) });

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
const err = (code: CustomerErrorCode, field: string[] | null, message: string): CustomerUserError => ({ code, field, message });
const tokenInvalid = (): CustomerUserError => err('TOKEN_INVALID', ['customerAccessToken'], 'Customer access token is invalid');

function passwordErrors(password: string, field: string[]): CustomerUserError[] {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return [err('TOO_SHORT', field, `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`)];
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return [err('TOO_LONG', field, `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`)];
  }
  if (password !== password.trim()) {
    return [err('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE', field, 'Password cannot start or end with whitespace')];
  }
  return [];
}

function nameErrors(input: Record<string, unknown>, prefix: string): CustomerUserError[] {
  const errors: CustomerUserError[] = [];
  for (const key of ['firstName', 'lastName'] as const) {
    const value = input[key];
    if (typeof value !== 'string') continue;
    if (value.length > 255) errors.push(err('TOO_LONG', [prefix, key], `${key === 'firstName' ? 'First' : 'Last'} name is too long (maximum is 255 characters)`));
    if (/<[a-z/!][^>]*>/i.test(value)) errors.push(err('CONTAINS_HTML_TAGS', [prefix, key], `${key === 'firstName' ? 'First' : 'Last'} name cannot contain HTML tags`));
    if (/https?:\/\/|www\./i.test(value)) errors.push(err('CONTAINS_URL', [prefix, key], `${key === 'firstName' ? 'First' : 'Last'} name cannot contain a URL`));
  }
  return errors;
}

export interface CustomerCreateInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export interface CustomerUpdateInput {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export class CustomerStore {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly siteUrl: string,
    /** Failed sign-ins per e-mail and per client (customerAccessTokenCreate). */
    private readonly throttle: SignInThrottle = new SignInThrottle(),
    /** Password checking, replaceable to count the work done (tests). */
    private readonly verify: (password: string, stored: string | null) => Promise<boolean> = verifyPassword,
  ) {}

  async byId(id: number): Promise<CustomerRecord | null> {
    const rows = await this.db.query<CustomerRow>('SELECT * FROM customers WHERE id = $1', [id]);
    return rows[0] ? toCustomer(rows[0]) : null;
  }

  async byEmail(email: string): Promise<CustomerRecord | null> {
    const rows = await this.db.query<CustomerRow>('SELECT * FROM customers WHERE email = $1', [email.trim().toLowerCase()]);
    return rows[0] ? toCustomer(rows[0]) : null;
  }

  async create(input: CustomerCreateInput): Promise<{ customer: CustomerRecord | null; errors: CustomerUserError[] }> {
    const email = (input.email ?? '').trim().toLowerCase();
    const errors: CustomerUserError[] = [];
    if (!email) errors.push(err('BLANK', ['input', 'email'], "Email can't be blank"));
    else if (!EMAIL_PATTERN.test(email)) errors.push(err('INVALID', ['input', 'email'], 'Email is invalid'));
    errors.push(...passwordErrors(input.password ?? '', ['input', 'password']));
    errors.push(...nameErrors(input as unknown as Record<string, unknown>, 'input'));
    const phone = input.phone?.trim() || null;
    if (phone && !PHONE_PATTERN.test(phone)) errors.push(err('INVALID', ['input', 'phone'], 'Phone is invalid'));
    if (errors.length) return { customer: null, errors };
    if (await this.byEmail(email)) {
      return { customer: null, errors: [err('TAKEN', ['input', 'email'], 'Email has already been taken')] };
    }
    if (phone && (await this.db.query('SELECT 1 FROM customers WHERE phone = $1', [phone])).length) {
      return { customer: null, errors: [err('TAKEN', ['input', 'phone'], 'Phone has already been taken')] };
    }
    const passwordHash = await hashPassword(input.password);
    const customer = await this.db.transaction(async (tx) => {
      const rows = await tx.query<CustomerRow>(
        `INSERT INTO customers (email, first_name, last_name, phone, accepts_marketing, password_hash, state)
         VALUES ($1, $2, $3, $4, $5, $6, 'ENABLED') RETURNING *`,
        [email, input.firstName?.trim() || null, input.lastName?.trim() || null, phone, Boolean(input.acceptsMarketing), passwordHash],
      );
      const created = toCustomer(rows[0] as CustomerRow);
      const token = await this.issueOneTimeToken(tx, created.id, 'activation', ACTIVATION_TOKEN_TTL_MS);
      await this.outbox.send(welcomeEmail(created.email, created.firstName, activationUrl(this.siteUrl, created.id, token)), tx);
      return created;
    });
    return { customer, errors: [] };
  }

  private async issueOneTimeToken(tx: Queryable, customerId: number, purpose: 'activation' | 'reset', ttlMs: number): Promise<string> {
    const token = randomToken(20);
    // A new link replaces the previous ones of the same purpose.
    await tx.query('UPDATE customer_tokens SET used_at = now() WHERE customer_id = $1 AND purpose = $2 AND used_at IS NULL', [customerId, purpose]);
    await tx.query('INSERT INTO customer_tokens (token_hash, customer_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
      tokenHash(token),
      customerId,
      purpose,
      new Date(Date.now() + ttlMs),
    ]);
    return token;
  }

  private async issueAccessToken(tx: Queryable, customerId: number): Promise<AccessToken> {
    const accessToken = randomToken(16);
    const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_MS);
    await tx.query('INSERT INTO customer_access_tokens (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash(accessToken),
      customerId,
      expiresAt,
    ]);
    return { accessToken, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Signs in. `throttled` when this e-mail or this client (IP) has failed too often lately: nothing
   * is checked then. An unknown e-mail, or an account without a password, is checked against a
   * stand-in hash, so every attempt costs one scrypt and timing does not tell which e-mails exist.
   */
  async createAccessToken(
    emailInput: string,
    password: string,
    client: string | null = null,
  ): Promise<{ token: AccessToken | null; errors: CustomerUserError[]; throttled?: true }> {
    const email = (emailInput ?? '').trim().toLowerCase();
    if (this.throttle.isThrottled(email, client)) return { token: null, errors: [], throttled: true };
    const rows = await this.db.query<CustomerRow>('SELECT * FROM customers WHERE email = $1', [email]);
    const row = rows[0];
    const matches = await this.verify(password ?? '', row?.password_hash ?? STAND_IN_HASH);
    // Same answer for an unknown e-mail and a wrong password.
    if (!row?.password_hash || !matches) {
      this.throttle.recordFailure(email, client);
      return { token: null, errors: [err('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer')] };
    }
    this.throttle.recordSuccess(email);
    if (row.state !== 'ENABLED') {
      return { token: null, errors: [err('CUSTOMER_DISABLED', null, 'Customer is disabled')] };
    }
    return { token: await this.issueAccessToken(this.db, Number(row.id)), errors: [] };
  }

  async findByAccessToken(accessToken: string | null | undefined): Promise<CustomerRecord | null> {
    if (!accessToken) return null;
    const rows = await this.db.query<CustomerRow>(
      `SELECT c.* FROM customer_access_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token_hash = $1 AND t.expires_at > now() AND c.state = 'ENABLED'`,
      [tokenHash(accessToken)],
    );
    return rows[0] ? toCustomer(rows[0]) : null;
  }

  async renewAccessToken(accessToken: string): Promise<AccessToken | null> {
    const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_MS);
    const rows = await this.db.query(
      'UPDATE customer_access_tokens SET expires_at = $2 WHERE token_hash = $1 AND expires_at > now() RETURNING token_hash',
      [tokenHash(accessToken ?? ''), expiresAt],
    );
    return rows.length ? { accessToken, expiresAt: expiresAt.toISOString() } : null;
  }

  async deleteAccessToken(accessToken: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM customer_access_tokens WHERE token_hash = $1 RETURNING token_hash', [
      tokenHash(accessToken ?? ''),
    ]);
    return rows.length > 0;
  }

  async update(
    accessToken: string,
    input: CustomerUpdateInput,
  ): Promise<{ customer: CustomerRecord | null; token: AccessToken | null; errors: CustomerUserError[] }> {
    const current = await this.findByAccessToken(accessToken);
    if (!current) return { customer: null, token: null, errors: [tokenInvalid()] };
    const errors: CustomerUserError[] = [...nameErrors(input as unknown as Record<string, unknown>, 'customer')];
    let email = current.email;
    if (typeof input.email === 'string') {
      email = input.email.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(email)) errors.push(err('INVALID', ['customer', 'email'], 'Email is invalid'));
      else if (email !== current.email && (await this.byEmail(email))) errors.push(err('TAKEN', ['customer', 'email'], 'Email has already been taken'));
    }
    let phone = current.phone;
    if (input.phone !== undefined) {
      phone = input.phone?.trim() || null;
      if (phone && !PHONE_PATTERN.test(phone)) errors.push(err('INVALID', ['customer', 'phone'], 'Phone is invalid'));
      else if (phone && phone !== current.phone && (await this.db.query('SELECT 1 FROM customers WHERE phone = $1', [phone])).length) {
        errors.push(err('TAKEN', ['customer', 'phone'], 'Phone has already been taken'));
      }
    }
    const password = typeof input.password === 'string' ? input.password : null;
    if (password !== null) errors.push(...passwordErrors(password, ['customer', 'password']));
    if (errors.length) return { customer: null, token: null, errors };
    const passwordHash = password !== null ? await hashPassword(password) : null;
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<CustomerRow>(
        `UPDATE customers SET email = $2, phone = $3,
           first_name = CASE WHEN $4::boolean THEN $5 ELSE first_name END,
           last_name = CASE WHEN $6::boolean THEN $7 ELSE last_name END,
           accepts_marketing = COALESCE($8, accepts_marketing),
           password_hash = COALESCE($9, password_hash),
           updated_at = now()
         WHERE id = $1 RETURNING *`,
        [
          current.id,
          email,
          phone,
          input.firstName !== undefined,
          input.firstName?.trim() || null,
          input.lastName !== undefined,
          input.lastName?.trim() || null,
          input.acceptsMarketing ?? null,
          passwordHash,
        ],
      );
      let token: AccessToken | null = null;
      if (passwordHash) {
        // A new password signs every other session out and hands back a fresh token.
        await tx.query('DELETE FROM customer_access_tokens WHERE customer_id = $1', [current.id]);
        token = await this.issueAccessToken(tx, current.id);
      }
      return { customer: toCustomer(rows[0] as CustomerRow), token, errors: [] };
    });
  }

  // ---- Addresses ----

  async addresses(customerId: number): Promise<AddressRecord[]> {
    const rows = await this.db.query<AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = $1 ORDER BY id', [customerId]);
    return rows.map(toAddress);
  }

  async address(customerId: number, addressId: number): Promise<AddressRecord | null> {
    const rows = await this.db.query<AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = $1 AND id = $2', [customerId, addressId]);
    return rows[0] ? toAddress(rows[0]) : null;
  }

  async createAddress(accessToken: string, input: Record<string, unknown>): Promise<{ address: AddressRecord | null; errors: CustomerUserError[] }> {
    const customer = await this.findByAccessToken(accessToken);
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
    const customer = await this.findByAccessToken(accessToken);
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
    const customer = await this.findByAccessToken(accessToken);
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
    const customer = await this.findByAccessToken(accessToken);
    if (!customer) return { customer: null, errors: [tokenInvalid()] };
    const address = addressId === null ? null : await this.address(customer.id, addressId);
    if (!address) return { customer: null, errors: [err('NOT_FOUND', ['addressId'], 'Address does not exist')] };
    const rows = await this.db.query<CustomerRow>('UPDATE customers SET default_address_id = $2, updated_at = now() WHERE id = $1 RETURNING *', [
      customer.id,
      address.id,
    ]);
    return { customer: toCustomer(rows[0] as CustomerRow), errors: [] };
  }

  // ---- Recover, reset, activate ----

  /** Sends a reset e-mail when the address belongs to a customer; answers the same either way. */
  async recover(emailInput: string): Promise<CustomerUserError[]> {
    const email = (emailInput ?? '').trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return [err('INVALID', ['email'], 'Email is invalid')];
    const customer = await this.byEmail(email);
    if (customer) {
      await this.db.transaction(async (tx) => {
        const token = await this.issueOneTimeToken(tx, customer.id, 'reset', RESET_TOKEN_TTL_MS);
        await this.outbox.send(resetEmail(customer.email, customer.firstName, resetUrl(this.siteUrl, customer.id, token)), tx);
      });
    }
    return [];
  }

  private async redeem(
    customerId: number | null,
    token: string,
    purpose: 'activation' | 'reset',
    password: string,
  ): Promise<{ customer: CustomerRecord | null; token: AccessToken | null; errors: CustomerUserError[] }> {
    const errors = passwordErrors(password ?? '', ['input', 'password']);
    if (errors.length) return { customer: null, token: null, errors };
    const invalid = {
      customer: null,
      token: null,
      errors: [err('TOKEN_INVALID', ['input', purpose === 'reset' ? 'resetToken' : 'activationToken'], purpose === 'reset' ? 'Reset token is invalid' : 'Invalid activation token')],
    };
    if (customerId === null || !token) return invalid;
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const used = await tx.query<{ customer_id: string | number }>(
        `UPDATE customer_tokens SET used_at = now()
         WHERE token_hash = $1 AND customer_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
         RETURNING customer_id`,
        [tokenHash(token), customerId, purpose],
      );
      if (!used.length) return invalid;
      const rows = await tx.query<CustomerRow>(
        `UPDATE customers SET password_hash = $2, state = 'ENABLED', verified_email = true, updated_at = now() WHERE id = $1 RETURNING *`,
        [customerId, passwordHash],
      );
      await tx.query('DELETE FROM customer_access_tokens WHERE customer_id = $1', [customerId]);
      const accessToken = await this.issueAccessToken(tx, customerId);
      return { customer: toCustomer(rows[0] as CustomerRow), token: accessToken, errors: [] };
    });
  }

  reset(customerId: number | null, resetToken: string, password: string) {
    return this.redeem(customerId, resetToken, 'reset', password);
  }

  activate(customerId: number | null, activationToken: string, password: string) {
    return this.redeem(customerId, activationToken, 'activation', password);
  }
}
