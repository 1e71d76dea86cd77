/**
 * One language, said honestly. The shop publishes English only, so `localization` lists EN alone, and a
 * request `@inContext(language: FR)` gets English with the context actually served in the response's
 * extensions, as https://shopify.dev/changelog/storefront-api-incontext-directive-supports-languages
 * documents: "If an unsupported language or country is requested via @inContext, the response will
 * fall back to supported values. In all cases, the actual country and language context will be
 * returned as a response extension."
 */
import { testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

describe('languages', () => {
  it('answers a French request in English and says so; localization lists what is served', async () => {
    const result = await sf.request<{ localization: { language: { isoCode: string }; availableLanguages: Array<{ isoCode: string }> }; product: { title: string } }>(
      'query Fr @inContext(country: CA, language: FR) { localization { language { isoCode } availableLanguages { isoCode } } product(handle: "marina-top-coral-reef") { title } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.localization.availableLanguages).toEqual([{ isoCode: 'EN' }]);
    expect(result.data?.localization.language.isoCode).toBe('EN');
    expect((result as { extensions?: unknown }).extensions).toEqual({ context: { country: 'CA', language: 'EN' } });
  });

  it('reports the fallback country too, and the served context on every answer', async () => {
    const unknown = await sf.request('query @inContext(country: KP) { shop { name } }');
    expect((unknown as { extensions?: unknown }).extensions).toEqual({ context: { country: 'US', language: 'EN' } });
    const plain = await sf.request('{ shop { name } }');
    expect((plain as { extensions?: unknown }).extensions).toEqual({ context: { country: 'US', language: 'EN' } });
  });
});
