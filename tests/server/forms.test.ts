import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db';
import { FORMS, FORM_IDS, HONEYPOT_FIELD, validateForm } from '../../server/forms';
import { createTestDatabase, startService, type TestDatabase } from './helpers';

let store: TestDatabase;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  store = await createTestDatabase();
  db = await store.open();
  app = await startService(db);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await store?.cleanup();
});

beforeEach(async () => {
  await db.query('DELETE FROM form_submissions');
});

const submitJson = (form: string, body: unknown) =>
  app.inject({ method: 'POST', url: `/api/forms/${form}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const submitForm = (form: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/forms/${form}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const rows = async (form: string) =>
  (await db.query<{ email: string | null; fields: Record<string, unknown> }>(
    'SELECT email, fields FROM form_submissions WHERE form = $1 ORDER BY id',
    [form],
  )).rows;

/** A valid submission of every form, as a shopper would fill it in. */
const VALID: Record<(typeof FORM_IDS)[number], Record<string, string>> = {
  'newsletter-sign-up': { email: 'sam@example.com' },
  'newsletter-sign-up-uk': { email: 'sam@example.co.uk', first_name: 'Sam' },
  'newsletter-sign-up-us': { email: 'sam@example.com', accepts_marketing: 'on' },
  'sale-sign-up': { email: 'sam@example.com', phone: '+1 (555) 010-0100' },
  waitlist: { email: 'sam@example.com', product_handle: 'sunset-bikini-top', size: 'M' },
  giveaway: { email: 'sam@example.com', first_name: 'Sam', instagram: '@sam.swims', accepts_terms: 'on' },
  'la-isla-bonita-sign-up': { email: 'sam@example.com', first_name: 'Sam' },
  'contact-us': { name: 'Sam Lee', email: 'sam@example.com', message: 'Does the Lagoon one-piece run small?' },
  'request-a-return': { email: 'sam@example.com', order_number: '#1001', items: 'Lagoon one-piece, M', reason: 'too-small' },
  'return-a-product': { email: 'sam@example.com', order_number: '1002', product: 'Reef shorts', reason: 'faulty' },
};

describe('POST /api/forms/:form', () => {
  it.each(FORM_IDS)('stores a valid %s submission sent as JSON', async (form) => {
    const response = await submitJson(form, VALID[form]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const stored = await rows(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fields).toMatchObject(
      Object.fromEntries(Object.entries(VALID[form]).map(([key, value]) => [key, value === 'on' ? true : value])),
    );
  });

  it('accepts a plain HTML form post (urlencoded), checkboxes as "on"', async () => {
    const response = await submitForm('giveaway', VALID.giveaway);
    expect(response.statusCode).toBe(200);
    expect((await rows('giveaway'))[0]?.fields).toMatchObject({ accepts_terms: true, instagram: '@sam.swims' });
  });

  it('trims values and drops fields the form does not define', async () => {
    await submitJson('newsletter-sign-up', { email: '  sam@example.com ', first_name: '', role: 'admin' });
    const [row] = await rows('newsletter-sign-up');
    // An unticked box is absent from HTML form posts; it is stored as an explicit false.
    expect(row?.fields).toEqual({ email: 'sam@example.com', accepts_marketing: false });
  });

  it('answers 400 with a message per field', async () => {
    const response = await submitJson('contact-us', { email: 'not-an-email', message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/name, email, message|email, message, name|name/),
      fieldErrors: {
        name: 'Name is required',
        email: 'Enter a valid e-mail address',
        message: 'Message must be at most 5000 characters',
      },
    });
    expect(await rows('contact-us')).toHaveLength(0);
  });

  it.each([
    ['waitlist', { email: 'sam@example.com', product_handle: '<script>alert(1)</script>' }, 'product_handle'],
    ['giveaway', { email: 'sam@example.com', first_name: 'Sam' }, 'accepts_terms'],
    ['giveaway', { ...VALID.giveaway, instagram: 'no spaces allowed' }, 'instagram'],
    ['sale-sign-up', { email: 'sam@example.com', phone: 'call me' }, 'phone'],
    ['request-a-return', { ...VALID['request-a-return'], reason: 'bored' }, 'reason'],
    ['return-a-product', { ...VALID['return-a-product'], order_number: 'order 12 please' }, 'order_number'],
    ['newsletter-sign-up', { email: 42 }, 'email'],
    ['newsletter-sign-up', {}, 'email'],
  ])('answers 400 for an invalid %s field', async (form, body, field) => {
    const response = await submitJson(form, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
  });

  it('answers 400 for a body that is not an object of fields', async () => {
    const response = await submitJson('contact-us', ['a', 'b']);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('_form');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it('answers 404 for an unknown form', async () => {
    const response = await submitJson('free-money', VALID['newsletter-sign-up']);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Unknown form "free-money"' });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const json = await submitJson('newsletter-sign-up', { ...VALID['newsletter-sign-up'], [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ ok: true });
    // Bots also fill forms with rubbish: the honeypot wins over validation.
    const form = await submitForm('contact-us', { [HONEYPOT_FIELD]: 'x', email: 'nope' });
    expect(form.statusCode).toBe(200);
    expect(await rows('newsletter-sign-up')).toHaveLength(0);
    expect(await rows('contact-us')).toHaveLength(0);
  });

  it('accepts an empty honeypot (the field rendered but left alone)', async () => {
    await submitForm('newsletter-sign-up', { ...VALID['newsletter-sign-up'], [HONEYPOT_FIELD]: '' });
    expect(await rows('newsletter-sign-up')).toHaveLength(1);
  });

  it('keeps one row for a repeated sign-up, whatever the e-mail case', async () => {
    const first = await submitJson('newsletter-sign-up', { email: 'Sam@Example.com' });
    const again = await submitJson('newsletter-sign-up', { email: 'sam@example.com', first_name: 'Sam' });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => submitJson('newsletter-sign-up', { email: 'sam@example.com' })));
    for (const response of [first, again, ...concurrent]) expect(response.json()).toEqual({ ok: true });
    expect(await rows('newsletter-sign-up')).toHaveLength(1);
  });

  it('counts sign-ups per form and the waitlist per product', async () => {
    await submitJson('newsletter-sign-up', { email: 'sam@example.com' });
    await submitJson('newsletter-sign-up-uk', { email: 'sam@example.com' });
    await submitJson('waitlist', { email: 'sam@example.com', product_handle: 'a' });
    await submitJson('waitlist', { email: 'sam@example.com', product_handle: 'b' });
    await submitJson('waitlist', { email: 'sam@example.com', product_handle: 'b' });
    expect(await rows('newsletter-sign-up')).toHaveLength(1);
    expect(await rows('newsletter-sign-up-uk')).toHaveLength(1);
    expect(await rows('waitlist')).toHaveLength(2);
  });

  it('keeps every message of the message forms', async () => {
    await submitJson('contact-us', VALID['contact-us']);
    await submitJson('contact-us', VALID['contact-us']);
    expect(await rows('contact-us')).toHaveLength(2);
  });

  it('answers 413 for a form body over 64 KB', async () => {
    const response = await submitForm('contact-us', { ...VALID['contact-us'], message: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
  });
});

describe('form definitions (shared with the site)', () => {
  it('define every form with an e-mail field and unique field names', () => {
    for (const id of FORM_IDS) {
      const names = FORMS[id].fields.map((field) => field.name);
      expect(names, id).toContain('email');
      expect(new Set(names).size, id).toBe(names.length);
      expect(names, id).not.toContain(HONEYPOT_FIELD);
    }
  });

  it('validate the same way in the browser as on the server', () => {
    expect(validateForm('waitlist', VALID.waitlist)).toEqual({ ok: true, values: VALID.waitlist });
    expect(validateForm('waitlist', {})).toMatchObject({ ok: false, fieldErrors: { email: 'E-mail is required' } });
  });
});

describe('GET /api/health', () => {
  it('answers ok after pinging the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
