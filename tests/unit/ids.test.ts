import fc from 'fast-check';
import { customerGid, storeId } from '../../src/lib/ids';

describe('storeId', () => {
  it('strips the gid prefix up to the last slash', () => {
    expect(storeId('gid://shopify/Customer/7302')).toBe('7302');
    expect(storeId('gid://shopify/ProductVariant/9000000001')).toBe('9000000001');
    expect(storeId('7302')).toBe('7302');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(storeId(storeId(s))).toBe(storeId(s));
      }),
    );
  });

  it('builds the platform customer id from an e-mailed link id', () => {
    expect(customerGid('7302')).toBe('gid://shopify/Customer/7302');
    expect(customerGid('gid://shopify/Customer/7302')).toBe('gid://shopify/Customer/7302');
  });
});
