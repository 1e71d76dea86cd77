/**
 * customerAccessTokenCreate under guessing: failed sign-ins throttled per e-mail and per client
 * with Shopify's throttling error code (THROTTLED, https://shopify.dev/docs/api/usage/rate-limits),
 * and the same password work for known and unknown e-mails.
 */
import fc from 'fast-check';
import { CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION } from '../../../src/storefront/documents';
import { CustomerStore } from '../../../storefront-local/customers/customerStore';
import { verifyPassword } from '../../../storefront-local/customers/passwords';
import { SignInThrottle } from '../../../storefront-local/customers/signInThrottle';
import { openDatabase } from '../../../storefront-local/db/database';
import { Outbox } from '../../../storefront-local/outbox/outbox';
import { ENDPOINT, SITE_URL, TOKEN, testStorefront, type TestStorefront } from '../helpers';

const PASSWORD = 'sunny-days-1';

describe('SignInThrottle', () => {
  const limits = { perEmail: 3, perClient: 5, windowMs: 60_000, maxKeys: 100 };
  const clock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('refuses an e-mail after its failures reach the limit, until the oldest leaves the window', () => {
    const { now, advance } = clock();
    const throttle = new SignInThrottle(limits, now);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.isThrottled('A@x.test', 'ip1')).toBe(false);
      throttle.recordFailure('a@x.test ', `ip-${i}`);
      advance(10_000);
    }
    expect(throttle.isThrottled('a@x.test', 'ip9')).toBe(true);
    advance(29_999);
    expect(throttle.isThrottled('a@x.test', 'ip9')).toBe(true);
    advance(1);
    expect(throttle.isThrottled('a@x.test', 'ip9')).toBe(false);
  });

  it('refuses a client that fails across many e-mails, and only that client', () => {
    const { now } = clock();
    const throttle = new SignInThrottle(limits, now);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`guess${i}@x.test`, 'ip1');
    expect(throttle.isThrottled('fresh@x.test', 'ip1')).toBe(true);
    expect(throttle.isThrottled('fresh@x.test', 'ip2')).toBe(false);
  });

  it('clears an e-mail on success', () => {
    const { now } = clock();
    const throttle = new SignInThrottle(limits, now);
    throttle.recordFailure('a@x.test', 'ip1');
    throttle.recordFailure('a@x.test', 'ip1');
    throttle.recordSuccess('a@x.test');
    throttle.recordFailure('a@x.test', 'ip2');
    throttle.recordFailure('a@x.test', 'ip3');
    expect(throttle.isThrottled('a@x.test', 'ip4')).toBe(false);
  });

  it('never tracks more keys than its bound, whatever the failures', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.emailAddress(), fc.ipV4()), { maxLength: 400 }), (attempts) => {
        const throttle = new SignInThrottle({ ...limits, maxKeys: 50 }, clock().now);
        for (const [email, ip] of attempts) throttle.recordFailure(email, ip);
        expect(throttle.tracked.emails).toBeLessThanOrEqual(50);
        expect(throttle.tracked.clients).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('customerAccessTokenCreate over HTTP', () => {
  let sf: TestStorefront;
  beforeAll(async () => {
    sf = await testStorefront({ seed: true });
  });
  afterAll(() => sf.close());

  const signIn = (email: string, password: string, ip = '203.0.113.1') =>
    sf.app
      .inject({
        method: 'POST',
        url: ENDPOINT,
        remoteAddress: ip,
        headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
        payload: { query: CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, variables: { input: { email, password } } },
      })
      .then((response) => response.json());

  it('answers THROTTLED after five wrong passwords for one e-mail, even for the right one then', async () => {
    const email = 'throttle-me@example.com';
    await sf.gql(`mutation { customerCreate(input: { email: "${email}", password: "${PASSWORD}" }) { customer { id } } }`);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signIn(email, `nope-${i}`, `198.51.100.${i}`);
      expect(wrong.data.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    }
    const refused = await signIn(email, PASSWORD, '198.51.100.77');
    expect(refused.errors[0]).toMatchObject({ message: 'Login attempt limit exceeded. Please try again later.', extensions: { code: 'THROTTLED' } });
    expect(refused.data.customerAccessTokenCreate).toBeNull();
  });

  it('throttles unknown e-mails exactly like known ones', async () => {
    for (let i = 0; i < 5; i += 1) await signIn('nobody-here@example.com', `nope-${i}`, `192.0.2.${i}`);
    const refused = await signIn('nobody-here@example.com', 'anything', '192.0.2.99');
    expect(refused.errors[0].extensions.code).toBe('THROTTLED');
  });

  it('throttles one client guessing across many e-mails, leaving other clients alone', async () => {
    for (let i = 0; i < 30; i += 1) await signIn(`spray-${i}@example.com`, 'password1', '203.0.113.50');
    const refused = await signIn('spray-new@example.com', 'password1', '203.0.113.50');
    expect(refused.errors[0].extensions.code).toBe('THROTTLED');
    const other = await signIn('spray-new@example.com', 'password1', '203.0.113.51');
    expect(other.data.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
  });
});

describe('the same work for known and unknown e-mails', () => {
  it('checks exactly one password hash per attempt, whether or not the e-mail exists', async () => {
    const db = await openDatabase({ dataDir: null });
    let checks = 0;
    const counting = (password: string, stored: string | null) => {
      checks += 1;
      return verifyPassword(password, stored);
    };
    const customers = new CustomerStore(db, new Outbox(db, 'Blue Bay Swim'), SITE_URL, new SignInThrottle(), counting);
    try {
      await customers.create({ email: 'known@example.com', password: PASSWORD, firstName: 'K', lastName: 'N', acceptsMarketing: false });
      const attempts: Array<[string, string, string]> = [
        ['known@example.com', 'wrong-pass', 'UNIDENTIFIED_CUSTOMER'],
        ['unknown@example.com', 'wrong-pass', 'UNIDENTIFIED_CUSTOMER'],
        ['known@example.com', PASSWORD, 'OK'],
      ];
      for (const [email, password, outcome] of attempts) {
        checks = 0;
        const result = await customers.createAccessToken(email, password, '10.0.0.1');
        expect(result.errors[0]?.code ?? 'OK').toBe(outcome);
        expect(checks).toBe(1);
      }
    } finally {
      await db.close();
    }
  });
});
