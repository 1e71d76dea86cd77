/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/** Customer lifecycle through the site's customer documents (spec §4 "Account flow", §7). */
import { customerGid } from '../../src/lib/ids';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION,
  CUSTOMER_ACTIVATE_MUTATION,
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ID_QUERY,
  CUSTOMER_PASSWORD_UPDATE_MUTATION,
  CUSTOMER_QUERY,
  CUSTOMER_RECOVER_MUTATION,
  CUSTOMER_RESET_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
} from '../../src/storefront/documents';
import { SITE_URL, latestLink, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

type Errors = Array<{ code: string; field: string[] | null; message: string }>;
const PASSWORD = 'sunny-days-1';
let counter = 0;
const newEmail = () => `shopper${(counter += 1)}-${Date.now()}@example.com`;

async function register(email = newEmail(), password = PASSWORD) {
  const { customerCreate } = await sf.gql<{ customerCreate: { customer: { id: string; email: string } | null; customerUserErrors: Errors } }>(
    CUSTOMER_CREATE_MUTATION,
    { input: { email, password, firstName: 'Coral', lastName: 'Reef' } },
  );
  return customerCreate;
}

async function signIn(email: string, password = PASSWORD) {
  const { customerAccessTokenCreate } = await sf.gql<{
    customerAccessTokenCreate: { customerAccessToken: { accessToken: string; expiresAt: string } | null; customerUserErrors: Errors };
  }>(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { input: { email, password } });
  return customerAccessTokenCreate;
}

async function signedIn() {
  const email = newEmail();
  await register(email);
  const token = (await signIn(email)).customerAccessToken!.accessToken;
  return { email, token };
}

const me = async (token: string) => (await sf.gql<{ customer: any }>(CUSTOMER_QUERY, { customerAccessToken: token })).customer;

describe('customerCreate', () => {
  it('creates an enabled account that can sign in at once, and e-mails an activation link into the site', async () => {
    const email = newEmail();
    const created = await register(email);
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer!.email).toBe(email);
    expect(created.customer!.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const link = await latestLink(sf.app, email);
    const id = created.customer!.id.split('/').pop();
    expect(link).toMatch(new RegExp(`^${SITE_URL}/account/activate/${id}/[0-9a-f]{40}$`));
    expect((await signIn(email)).customerAccessToken).not.toBeNull();
  });

  it('rejects a taken e-mail (any case), bad passwords and a bad e-mail with CustomerErrorCodes', async () => {
    const email = newEmail();
    await register(email);
    expect((await register(email.toUpperCase())).customerUserErrors).toEqual([
      { code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' },
    ]);
    expect((await register(newEmail(), 'abc')).customerUserErrors[0]).toMatchObject({ code: 'TOO_SHORT', field: ['input', 'password'] });
    expect((await register(newEmail(), 'x'.repeat(41))).customerUserErrors[0]!.code).toBe('TOO_LONG');
    expect((await register(newEmail(), ' spaced-out ')).customerUserErrors[0]!.code).toBe('PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE');
    expect((await register('not-an-email', PASSWORD)).customerUserErrors[0]).toMatchObject({ code: 'INVALID', field: ['input', 'email'] });
  });
});

describe('access tokens', () => {
  it('creates a token with an expiry, and answers UNIDENTIFIED_CUSTOMER for a wrong password or unknown e-mail alike', async () => {
    const email = newEmail();
    await register(email);
    const ok = await signIn(email);
    expect(ok.customerAccessToken!.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(ok.customerAccessToken!.expiresAt)).toBeGreaterThan(Date.now() + 86_400_000);
    const wrong = await signIn(email, 'wrong-password');
    const unknown = await signIn('nobody@example.com', PASSWORD);
    expect(wrong).toEqual({ customerAccessToken: null, customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }] });
    expect(unknown).toEqual(wrong);
  });

  it('renews and deletes a token; a deleted token no longer reads the customer', async () => {
    const { token } = await signedIn();
    const { customerAccessTokenRenew } = await sf.gql<{ customerAccessTokenRenew: any }>(CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION, { customerAccessToken: token });
    expect(customerAccessTokenRenew.customerAccessToken.accessToken).toBe(token);
    expect(customerAccessTokenRenew.userErrors).toEqual([]);
    const { customerAccessTokenDelete } = await sf.gql<{ customerAccessTokenDelete: any }>(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, { customerAccessToken: token });
    expect(customerAccessTokenDelete.deletedAccessToken).toBe(token);
    expect(await me(token)).toBeNull();
    const again = await sf.gql<{ customerAccessTokenRenew: any }>(CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION, { customerAccessToken: token });
    expect(again.customerAccessTokenRenew.customerAccessToken).toBeNull();
    expect(again.customerAccessTokenRenew.userErrors[0].message).toMatch(/does not exist/);
  });
});

describe('profile', () => {
  it('reads and updates the profile; a taken e-mail is refused', async () => {
    const { email, token } = await signedIn();
    expect(await me(token)).toMatchObject({ email, firstName: 'Coral', lastName: 'Reef', phone: null, defaultAddress: null });
    const { customerUpdate } = await sf.gql<{ customerUpdate: any }>(CUSTOMER_UPDATE_MUTATION, {
      customerAccessToken: token,
      customer: { firstName: 'Marina', phone: '+61 400 000 001' },
    });
    expect(customerUpdate.customerUserErrors).toEqual([]);
    expect(customerUpdate.customer).toMatchObject({ firstName: 'Marina', lastName: 'Reef', phone: '+61 400 000 001' });
    expect(customerUpdate.customerAccessToken).toBeNull();
    const other = await signedIn();
    const taken = await sf.gql<{ customerUpdate: any }>(CUSTOMER_UPDATE_MUTATION, { customerAccessToken: token, customer: { email: other.email } });
    expect(taken.customerUpdate.customerUserErrors[0]).toMatchObject({ code: 'TAKEN', field: ['customer', 'email'] });
    const { customer } = await sf.gql<{ customer: { id: string } }>(CUSTOMER_ID_QUERY, { customerAccessToken: token });
    expect(customer.id).toMatch(/^gid:\/\/shopify\/Customer\//);
  });

  it('changes the password: a new token comes back and old tokens stop working', async () => {
    const { email, token } = await signedIn();
    const { customerUpdate } = await sf.gql<{ customerUpdate: any }>(CUSTOMER_PASSWORD_UPDATE_MUTATION, { customerAccessToken: token, password: 'new-secret-2' });
    expect(customerUpdate.customerUserErrors).toEqual([]);
    const fresh = customerUpdate.customerAccessToken.accessToken as string;
    expect(fresh).not.toBe(token);
    expect(await me(token)).toBeNull();
    expect((await me(fresh)).email).toBe(email);
    expect((await signIn(email)).customerUserErrors[0]!.code).toBe('UNIDENTIFIED_CUSTOMER');
    expect((await signIn(email, 'new-secret-2')).customerAccessToken).not.toBeNull();
  });

  it('answers TOKEN_INVALID for a bad token on customerUpdate', async () => {
    const { customerUpdate } = await sf.gql<{ customerUpdate: any }>(CUSTOMER_UPDATE_MUTATION, { customerAccessToken: 'bad', customer: { firstName: 'X' } });
    expect(customerUpdate.customer).toBeNull();
    expect(customerUpdate.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });
});

describe('addresses', () => {
  const address = { firstName: 'Coral', lastName: 'Reef', address1: '1 Bondi Road', city: 'Sydney', province: 'NSW', zip: '2026', country: 'Australia', phone: '+61 2 5550 1000' };

  it('creates, updates, sets the default and deletes addresses', async () => {
    const { token } = await signedIn();
    const create = async (input: Record<string, string>) =>
      (await sf.gql<{ customerAddressCreate: any }>(CUSTOMER_ADDRESS_CREATE_MUTATION, { customerAccessToken: token, address: input })).customerAddressCreate;
    const first = await create(address);
    expect(first.customerUserErrors).toEqual([]);
    expect(first.customerAddress).toMatchObject({ city: 'Sydney', country: 'Australia', countryCodeV2: 'AU', provinceCode: 'NSW', formattedArea: 'Sydney NSW, Australia' });
    const second = await create({ ...address, address1: '9 Baker Street', city: 'London', province: '', zip: 'NW1 6XE', country: 'GB' });
    expect(second.customerAddress.countryCodeV2).toBe('GB');

    let book = (await sf.gql<{ customer: any }>(CUSTOMER_ADDRESSES_QUERY, { customerAccessToken: token })).customer;
    expect(book.addresses.nodes).toHaveLength(2);
    expect(book.defaultAddress.id).toBe(first.customerAddress.id);

    const { customerAddressUpdate } = await sf.gql<{ customerAddressUpdate: any }>(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
      customerAccessToken: token,
      id: second.customerAddress.id,
      address: { address2: 'Flat 2' },
    });
    expect(customerAddressUpdate.customerUserErrors).toEqual([]);
    expect(customerAddressUpdate.customerAddress).toMatchObject({ address1: '9 Baker Street', address2: 'Flat 2' });

    const { customerDefaultAddressUpdate } = await sf.gql<{ customerDefaultAddressUpdate: any }>(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      customerAccessToken: token,
      addressId: second.customerAddress.id,
    });
    expect(customerDefaultAddressUpdate.customer.defaultAddress.id).toBe(second.customerAddress.id);

    const { customerAddressDelete } = await sf.gql<{ customerAddressDelete: any }>(CUSTOMER_ADDRESS_DELETE_MUTATION, { customerAccessToken: token, id: second.customerAddress.id });
    expect(customerAddressDelete.deletedCustomerAddressId).toBe(second.customerAddress.id);
    book = (await sf.gql<{ customer: any }>(CUSTOMER_ADDRESSES_QUERY, { customerAccessToken: token })).customer;
    expect(book.addresses.nodes.map((a: { id: string }) => a.id)).toEqual([first.customerAddress.id]);
    expect(book.defaultAddress.id).toBe(first.customerAddress.id);
  });

  it('refuses an unknown country and an address of someone else', async () => {
    const { token } = await signedIn();
    const bad = await sf.gql<{ customerAddressCreate: any }>(CUSTOMER_ADDRESS_CREATE_MUTATION, { customerAccessToken: token, address: { ...address, country: 'Atlantis' } });
    expect(bad.customerAddressCreate.customerUserErrors[0]).toMatchObject({ code: 'INVALID', field: ['address', 'country'] });
    const other = await signedIn();
    const theirs = await sf.gql<{ customerAddressCreate: any }>(CUSTOMER_ADDRESS_CREATE_MUTATION, { customerAccessToken: other.token, address });
    const steal = await sf.gql<{ customerAddressDelete: any }>(CUSTOMER_ADDRESS_DELETE_MUTATION, { customerAccessToken: token, id: theirs.customerAddressCreate.customerAddress.id });
    expect(steal.customerAddressDelete.customerUserErrors[0].code).toBe('NOT_FOUND');
  });
});

describe('recover, reset and activate', () => {
  const outboxCount = async () => ((await sf.app.inject({ method: 'GET', url: '/__outbox.json' })).json() as { emails: unknown[] }).emails.length;

  it('answers recover the same for known and unknown e-mails, and only mails the known one', async () => {
    const { email } = await signedIn();
    const before = await outboxCount();
    const known = await sf.gql<{ customerRecover: any }>(CUSTOMER_RECOVER_MUTATION, { email });
    const unknown = await sf.gql<{ customerRecover: any }>(CUSTOMER_RECOVER_MUTATION, { email: 'ghost@example.com' });
    expect(known).toEqual(unknown);
    expect(known.customerRecover).toEqual({ customerUserErrors: [] });
    expect(await outboxCount()).toBe(before + 1);
    expect(await latestLink(sf.app, email)).toMatch(new RegExp(`^${SITE_URL}/account/reset/\\d+/[0-9a-f]{40}$`));
  });

  it('resets the password with the e-mailed token once; a used or wrong token is TOKEN_INVALID', async () => {
    const { email, token } = await signedIn();
    await sf.gql(CUSTOMER_RECOVER_MUTATION, { email });
    const [cxid, resetToken] = (await latestLink(sf.app, email)).split('/').slice(-2) as [string, string];
    const reset = (input: { resetToken: string; password: string }, id = customerGid(cxid)) =>
      sf.gql<{ customerReset: any }>(CUSTOMER_RESET_MUTATION, { id, input });
    expect((await reset({ resetToken: 'f'.repeat(40), password: 'brand-new-1' })).customerReset.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    expect((await reset({ resetToken, password: 'abc' })).customerReset.customerUserErrors[0].code).toBe('TOO_SHORT');
    const ok = (await reset({ resetToken, password: 'brand-new-1' })).customerReset;
    expect(ok.customerUserErrors).toEqual([]);
    expect(ok.customer.id).toBe(customerGid(cxid));
    expect(ok.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await me(token)).toBeNull();
    expect((await signIn(email, 'brand-new-1')).customerAccessToken).not.toBeNull();
    expect((await reset({ resetToken, password: 'another-one-2' })).customerReset.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('activates with the e-mailed link, once', async () => {
    const email = newEmail();
    await register(email);
    const link = await latestLink(sf.app, email);
    const [cxid, activationToken] = link.split('/').slice(-2) as [string, string];
    const activate = () => sf.gql<{ customerActivate: any }>(CUSTOMER_ACTIVATE_MUTATION, { id: customerGid(cxid), input: { activationToken, password: 'chosen-pass-3' } });
    const first = (await activate()).customerActivate;
    expect(first.customerUserErrors).toEqual([]);
    expect(first.customerAccessToken.accessToken).toBeTruthy();
    expect((await signIn(email, 'chosen-pass-3')).customerAccessToken).not.toBeNull();
    expect((await activate()).customerActivate.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('activates and resets by URL too', async () => {
    const email = newEmail();
    await register(email);
    const activationUrl = await latestLink(sf.app, email);
    const result = await sf.gql<{ customerActivateByUrl: any }>(
      `mutation($activationUrl: URL!, $password: String!) { customerActivateByUrl(activationUrl: $activationUrl, password: $password) { customer { email } customerUserErrors { code } } }`,
      { activationUrl, password: 'via-url-pass' },
    );
    expect(result.customerActivateByUrl).toEqual({ customer: { email }, customerUserErrors: [] });
    await sf.gql(CUSTOMER_RECOVER_MUTATION, { email });
    const resetUrl = await latestLink(sf.app, email);
    const reset = await sf.gql<{ customerResetByUrl: any }>(
      `mutation($resetUrl: URL!, $password: String!) { customerResetByUrl(resetUrl: $resetUrl, password: $password) { customer { email } customerUserErrors { code } } }`,
      { resetUrl, password: 'via-url-reset' },
    );
    expect(reset.customerResetByUrl.customerUserErrors).toEqual([]);
    expect((await signIn(email, 'via-url-reset')).customerAccessToken).not.toBeNull();
  });
});

describe('outbox pages', () => {
  it('lists e-mails as HTML with clickable links', async () => {
    const email = newEmail();
    await register(email);
    const response = await sf.app.inject({ method: 'GET', url: '/__outbox/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(email);
    expect(response.body).toMatch(/<a href="http:\/\/localhost:8000\/account\/activate\/\d+\/[0-9a-f]+">/);
  });
});
