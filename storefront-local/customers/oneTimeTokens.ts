/**
 * One-time e-mailed tokens: activation links (sent on sign-up, valid 30 days) and reset links (sent by
 * recover, valid a day). A new link replaces the earlier ones of its kind; redeeming one sets the
 * password, enables and verifies the account, signs other sessions out and signs the customer in.
 */
import type { Database, Queryable } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import { issueAccessToken } from './accessTokens';
import { err, toCustomer, type AccessToken, type CustomerLookup, type CustomerRecord, type CustomerRow, type CustomerUserError } from './customerRecords';
import { EMAIL_PATTERN, passwordErrors } from './customerValidation';
import { resetEmail, resetUrl } from './emails';
import { hashPassword, randomToken, tokenHash } from './passwords';

export const ACTIVATION_TOKEN_TTL_MS = 30 * 86_400_000;
export const RESET_TOKEN_TTL_MS = 86_400_000;

/** Issues a one-time token for an e-mailed link (in `tx`, so it lands with the e-mail that carries it). */
export async function issueOneTimeToken(tx: Queryable, customerId: number, purpose: 'activation' | 'reset', ttlMs: number): Promise<string> {
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

export class OneTimeTokens {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly siteUrl: string,
    private readonly customers: CustomerLookup,
  ) {}

  /** Sends a reset e-mail when the address belongs to a customer; answers the same either way. */
  async recover(emailInput: string): Promise<CustomerUserError[]> {
    const email = (emailInput ?? '').trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return [err('INVALID', ['email'], 'Email is invalid')];
    const customer = await this.customers.byEmail(email);
    if (customer) {
      await this.db.transaction(async (tx) => {
        const token = await issueOneTimeToken(tx, customer.id, 'reset', RESET_TOKEN_TTL_MS);
        await this.outbox.send(resetEmail(this.outbox.shopName, customer.email, customer.firstName, resetUrl(this.siteUrl, customer.id, token)), tx);
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
      const accessToken = await issueAccessToken(tx, customerId);
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
