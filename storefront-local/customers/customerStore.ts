/**
 * Customers with Shopify's classic-account rules:
 * create (password 5–40, no edge whitespace, e-mail TAKEN), access tokens with expiry, update
 * (a new password revokes old tokens and issues a new one). Addresses are in addressBook.ts; recover,
 * reset and activate (never revealing whether an e-mail exists) in oneTimeTokens.ts.
 *
 * Decision (documented in README): customerCreate makes an ENABLED account — the customer can sign
 * in at once — and e-mails an activation link that confirms the address and may set a new password.
 */
import type { Database } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import { ACCESS_TOKEN_TTL_MS, issueAccessToken } from './accessTokens';
import { PHONE_PATTERN } from './addresses';
import { CustomerAddressBook } from './addressBook';
import {
  err,
  toCustomer,
  tokenInvalid,
  type AccessToken,
  type CustomerCreateInput,
  type CustomerRecord,
  type CustomerRow,
  type CustomerUpdateInput,
  type CustomerUserError,
} from './customerRecords';
import { EMAIL_PATTERN, nameErrors, passwordErrors } from './customerValidation';
import { activationUrl, welcomeEmail } from './emails';
import { ACTIVATION_TOKEN_TTL_MS, issueOneTimeToken, OneTimeTokens } from './oneTimeTokens';
import { hashPassword, tokenHash, verifyPassword } from './passwords';
import { SignInThrottle } from './signInThrottle';

/** A well-formed scrypt hash that no password matches: checked for unknown e-mails. */
const STAND_IN_HASH = `scrypt$16384$${'A'.repeat(22)}$${'A'.repeat(43)}`;

export class CustomerStore {
  /** The customers' addresses. */
  readonly addressBook: CustomerAddressBook;
  /** Recover, reset and activate by e-mailed link. */
  readonly oneTimeTokens: OneTimeTokens;

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly siteUrl: string,
    /** Failed sign-ins per e-mail and per client (customerAccessTokenCreate). */
    private readonly throttle: SignInThrottle = new SignInThrottle(),
    /** Password checking, replaceable to count the work done (tests). */
    private readonly verify: (password: string, stored: string | null) => Promise<boolean> = verifyPassword,
  ) {
    this.addressBook = new CustomerAddressBook(db, this);
    this.oneTimeTokens = new OneTimeTokens(db, outbox, siteUrl, this);
  }

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
      const token = await issueOneTimeToken(tx, created.id, 'activation', ACTIVATION_TOKEN_TTL_MS);
      await this.outbox.send(welcomeEmail(this.outbox.shopName, created.email, created.firstName, activationUrl(this.siteUrl, created.id, token)), tx);
      return created;
    });
    return { customer, errors: [] };
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
    return { token: await issueAccessToken(this.db, Number(row.id)), errors: [] };
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
        token = await issueAccessToken(tx, current.id);
      }
      return { customer: toCustomer(rows[0] as CustomerRow), token, errors: [] };
    });
  }
}
