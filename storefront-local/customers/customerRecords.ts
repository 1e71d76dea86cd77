/** A customer as stored and as the store answers it, the user errors customer mutations return, and their inputs. */

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

export interface CustomerRow {
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

export const toCustomer = (row: CustomerRow): CustomerRecord => ({
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

export const err = (code: CustomerErrorCode, field: string[] | null, message: string): CustomerUserError => ({ code, field, message });
export const tokenInvalid = (): CustomerUserError => err('TOKEN_INVALID', ['customerAccessToken'], 'Customer access token is invalid');

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

/** How the address book and the one-time tokens find the customer a request is about. */
export interface CustomerLookup {
  byEmail(email: string): Promise<CustomerRecord | null>;
  findByAccessToken(accessToken: string | null | undefined): Promise<CustomerRecord | null>;
}
