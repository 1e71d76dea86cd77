import fc from 'fast-check';
import { formatMoney, formatMoneyV2, toAmount } from '../../src/lib/money';

describe('formatMoney', () => {
  it('formats en-US style with at least two fraction digits', () => {
    expect(formatMoney('120', 'USD')).toBe('$120.00');
    expect(formatMoney(90.5, 'USD')).toBe('$90.50');
    expect(formatMoney('1234.5', 'GBP')).toBe('£1,234.50');
    expect(formatMoney('1999', 'JPY')).toBe('¥1,999.00');
  });

  it('uses compact notation at or above 100000', () => {
    expect(formatMoney(100000, 'USD')).toBe('$100K');
    expect(formatMoney(2_500_000, 'USD')).toBe('$2.5M');
    expect(formatMoney(99_999.99, 'USD')).toBe('$99,999.99');
  });

  it('returns empty text when the currency is missing or the amount is not a number', () => {
    expect(formatMoney('12', '')).toBe('');
    expect(formatMoney('12', null)).toBe('');
    expect(formatMoney('abc', 'USD')).toBe('');
    expect(formatMoney(Number.NaN, 'USD')).toBe('');
    expect(formatMoney(undefined, 'USD')).toBe('');
    expect(formatMoney('', 'USD')).toBe('');
    expect(formatMoney('10', 'NOT-A-CURRENCY')).toBe('');
  });

  it('formats a MoneyV2 and tolerates a missing one', () => {
    expect(formatMoneyV2({ amount: '5', currencyCode: 'EUR' })).toBe('€5.00');
    expect(formatMoneyV2(null)).toBe('');
  });

  it('always shows two fraction digits below the compact threshold', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 99_999, noNaN: true }), (amount) => {
        expect(formatMoney(amount, 'USD')).toMatch(/^\$[\d,]+\.\d{2}$/);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string()), (amount, currency) => {
        expect(typeof formatMoney(amount, currency)).toBe('string');
      }),
    );
  });

  it('parses Storefront decimals, treating junk as 0', () => {
    expect(toAmount('12.50')).toBe(12.5);
    expect(toAmount(null)).toBe(0);
    expect(toAmount('x')).toBe(0);
  });
});
