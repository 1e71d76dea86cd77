import fc from 'fast-check';
import { FORMS } from '../../src/config/forms';
import { validateField } from '../../src/lib/formValidation';
import { LOW_STOCK_AT_MOST, lowStockCount, waitlistPath } from '../../src/lib/stock';

describe('stock wording (issue 20 item 9)', () => {
  it('says how many are left only when a size on sale runs low', () => {
    expect(lowStockCount({ availableForSale: true, quantityAvailable: 3 })).toBe(3);
    expect(lowStockCount({ availableForSale: true, quantityAvailable: LOW_STOCK_AT_MOST + 1 })).toBeNull();
    expect(lowStockCount({ availableForSale: false, quantityAvailable: 2 })).toBeNull();
    expect(lowStockCount({ availableForSale: true, quantityAvailable: 0 })).toBeNull();
    expect(lowStockCount({ availableForSale: true, quantityAvailable: null })).toBeNull();
    expect(lowStockCount(null)).toBeNull();
  });

  it('never claims a count outside 1..LOW_STOCK_AT_MOST', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.double()), (availableForSale, quantityAvailable) => {
        const n = lowStockCount({ availableForSale, quantityAvailable });
        if (n !== null) expect(n >= 1 && n <= LOW_STOCK_AT_MOST && Number.isInteger(n)).toBe(true);
      }),
    );
  });

  it('links to the waitlist prefilled with the product', () => {
    expect(waitlistPath('marina-top-coral-reef')).toBe('/waitlist/?product_handle=marina-top-coral-reef');
    expect(waitlistPath('marina-top', 'M')).toBe('/waitlist/?product_handle=marina-top&size=M');
  });

  it('the waitlist accepts a product name as well as a handle, and refuses markup', () => {
    const field = FORMS.waitlist.fields.find((f) => f.name === 'product_handle')!;
    expect(validateField(field, 'Marina Top - Coral Reef')).toBeNull();
    expect(validateField(field, 'Glamz × Blue Bay Shrug')).toBeNull();
    expect(validateField(field, 'marina-top-coral-reef')).toBeNull();
    expect(validateField(field, '<b>x</b>')).not.toBeNull();
  });
});
