import { SAVED_CART_ATTRIBUTE, savedCartFlagScript } from '../../src/lib/savedCartFlag';

describe('savedCartFlagScript', () => {
  const run = () => new Function(savedCartFlagScript('headless_channel_cart_id'))();

  beforeEach(() => document.documentElement.removeAttribute(SAVED_CART_ATTRIBUTE));

  it('flags the page when a cart id is stored', () => {
    localStorage.setItem('headless_channel_cart_id', 'gid://shopify/Cart/1');
    run();
    expect(document.documentElement.hasAttribute(SAVED_CART_ATTRIBUTE)).toBe(true);
  });

  it('leaves it unflagged without a cart id, with an empty one, and when storage throws', () => {
    localStorage.removeItem('headless_channel_cart_id');
    run();
    localStorage.setItem('headless_channel_cart_id', '');
    run();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(document.documentElement.hasAttribute(SAVED_CART_ATTRIBUTE)).toBe(false);
  });
});
