/**
 * Metafield values by type, as https://shopify.dev/docs/apps/build/metafields/list-of-data-types describes
 * each type's value, with the sizes of https://shopify.dev/docs/apps/build/metafields/metafield-limits (64 KB;
 * 2 KB for id and url; 128 items in a list, 256 of metaobject references) and the key rules of
 * https://shopify.dev/docs/api/storefront/latest/input-objects/CartMetafieldsSetInput and
 * https://shopify.dev/docs/api/admin-graphql/latest/input-objects/MetafieldsSetInput (key 2–64, namespace 3–255
 * characters: letters, digits, hyphens, underscores).
 */
import fc from 'fast-check';
import { isSupportedType, metafieldValueProblem, parseMetafieldKey } from '../../../storefront-local/carts/metafieldValues';

const ok = (type: string, value: string) => expect(metafieldValueProblem(type, value)).toBeNull();
const code = (type: string, value: string) => metafieldValueProblem(type, value)?.code;

describe('metafield values by type', () => {
  it('takes the documented formats', () => {
    ok('boolean', 'true');
    ok('color', '#FFAA00');
    ok('date', '2027-02-28');
    ok('date_time', '2027-02-28T09:30:00');
    ok('date_time', '2027-02-28T09:30:00Z');
    ok('number_integer', '-42');
    ok('number_decimal', '10.125');
    ok('single_line_text_field', 'Gift wrap, please');
    ok('multi_line_text_field', 'Line one\nLine two');
    ok('json', '{"a":[1,2]}');
    ok('url', 'https://bluebayswim.test/pages/about');
    ok('money', '{"amount":"5.99","currency_code":"CAD"}');
    ok('weight', '{"value":2.5,"unit":"kg"}');
    ok('dimension', '{"value":30,"unit":"cm"}');
    ok('volume', '{"value":1,"unit":"l"}');
    ok('rating', '{"value":"4.5","scale_min":"1.0","scale_max":"5.0"}');
    ok('link', '{"text":"Size guide","url":"https://bluebayswim.test/size"}');
    ok('rich_text_field', '{"type":"root","children":[]}');
    ok('product_reference', 'gid://shopify/Product/7000000001');
    ok('file_reference', 'gid://shopify/MediaImage/7500000011');
    ok('list.product_reference', '["gid://shopify/Product/1","gid://shopify/Product/2"]');
    ok('list.single_line_text_field', '["a","b"]');
  });

  it('refuses what the type cannot hold', () => {
    expect(code('boolean', 'yes')).toBe('INVALID_VALUE');
    expect(code('color', 'blue')).toBe('INVALID_VALUE');
    expect(code('date', '2027-02-30')).toBe('INVALID_VALUE');
    expect(code('date_time', '2027-02-28T25:00:00')).toBe('INVALID_VALUE');
    expect(code('number_integer', '1.5')).toBe('INVALID_VALUE');
    expect(code('number_integer', '9007199254740993')).toBe('INVALID_VALUE');
    expect(code('number_decimal', '1.1234567891')).toBe('INVALID_VALUE');
    expect(code('single_line_text_field', 'two\nlines')).toBe('INVALID_VALUE');
    expect(code('json', '{nope')).toBe('INVALID_VALUE');
    expect(code('url', 'javascript:alert(1)')).toBe('INVALID_VALUE');
    expect(code('money', '{"amount":"five","currency_code":"CAD"}')).toBe('INVALID_VALUE');
    expect(code('weight', '{"value":2,"unit":"stone"}')).toBe('INVALID_VALUE');
    expect(code('rating', '{"value":"6","scale_min":"1","scale_max":"5"}')).toBe('INVALID_VALUE');
    expect(code('product_reference', 'gid://shopify/Collection/1')).toBe('INVALID_VALUE');
    expect(code('list.product_reference', 'gid://shopify/Product/1')).toBe('INVALID_VALUE');
    expect(code('list.boolean', '["true"]')).toBe('INVALID_TYPE');
    expect(code('string', 'legacy')).toBe('INVALID_TYPE');
    expect(code('single_line_text_field', '')).toBe('BLANK');
  });

  it('limits sizes: 64 KB a value, 2 KB for url, 128 items a list and 256 metaobject references', () => {
    ok('multi_line_text_field', 'x'.repeat(65_536));
    expect(code('multi_line_text_field', 'x'.repeat(65_537))).toBe('TOO_LONG');
    expect(code('url', `https://a.test/${'x'.repeat(2_048)}`)).toBe('TOO_LONG');
    const ids = (n: number, type: string) => JSON.stringify(Array.from({ length: n }, (_, i) => `gid://shopify/${type}/${i + 1}`));
    ok('list.product_reference', ids(128, 'Product'));
    expect(code('list.product_reference', ids(129, 'Product'))).toBe('LESS_THAN_OR_EQUAL_TO');
    ok('list.metaobject_reference', ids(256, 'Metaobject'));
    expect(code('list.metaobject_reference', ids(257, 'Metaobject'))).toBe('LESS_THAN_OR_EQUAL_TO');
  });

  it('any integer in the safe range is a number_integer, and a list of them a list.number_integer', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeInteger(), { maxLength: 128 }), (numbers) => {
        for (const n of numbers) expect(metafieldValueProblem('number_integer', String(n))).toBeNull();
        expect(metafieldValueProblem('list.number_integer', JSON.stringify(numbers.map(String)))).toBeNull();
      }),
    );
  });

  it('every list type is the list of a supported single type', () => {
    for (const type of ['list.color', 'list.date', 'list.url', 'list.metaobject_reference', 'list.variant_reference']) {
      expect(isSupportedType(type)).toBe(true);
      expect(isSupportedType(type.slice(5))).toBe(true);
    }
  });
});

describe('metafield keys', () => {
  it('reads namespace.key, or a bare key in the app namespace', () => {
    expect(parseMetafieldKey('custom.gift_note', 'app--1')).toEqual({ namespace: 'custom', key: 'gift_note' });
    expect(parseMetafieldKey('gift_note', 'app--1')).toEqual({ namespace: 'app--1', key: 'gift_note' });
  });

  it('reads $app and $app:{name} as the app-reserved namespaces (https://shopify.dev/docs/apps/build/custom-data/ownership)', () => {
    expect(parseMetafieldKey('$app.gift_note', 'app--1')).toEqual({ namespace: 'app--1', key: 'gift_note' });
    expect(parseMetafieldKey('$app:wrapping.style', 'app--1')).toEqual({ namespace: 'app--1--wrapping', key: 'style' });
    expect(parseMetafieldKey('$other.style', 'app--1')).toMatchObject({ code: 'INVALID_VALUE' });
  });

  it('refuses blank, short, long and odd keys with the codes of MetafieldsSetUserErrorCode', () => {
    expect(parseMetafieldKey('', 'app--1')).toMatchObject({ code: 'BLANK' });
    expect(parseMetafieldKey('custom.k', 'app--1')).toMatchObject({ code: 'TOO_SHORT' });
    expect(parseMetafieldKey('ns.key', 'app--1')).toMatchObject({ code: 'TOO_SHORT' });
    expect(parseMetafieldKey(`custom.${'k'.repeat(65)}`, 'app--1')).toMatchObject({ code: 'TOO_LONG' });
    expect(parseMetafieldKey('custom.gift note', 'app--1')).toMatchObject({ code: 'INVALID_VALUE' });
    expect(parseMetafieldKey('a.b.c', 'app--1')).toMatchObject({ code: 'INVALID_VALUE' });
  });

  it('a namespace and key of allowed characters and lengths always parse back to themselves', () => {
    const chars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 3, maxLength: 255 }), fc.string({ unit: chars, minLength: 2, maxLength: 64 }), (namespace, key) => {
        expect(parseMetafieldKey(`${namespace}.${key}`, 'app--1')).toEqual({ namespace, key });
      }),
    );
  });
});
