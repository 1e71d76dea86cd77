import { discountCodeViews, normaliseCode } from '../../features/cart/rules/discounts';
import type { CartView } from '../../features/cart/rules/lines';
import { formatMoneyV2 } from '../../lib/money';
import { useCart } from '../../features/cart/store';
import { CodeEntry, codeEntryStyles as styles } from './CodeEntry';

const isApplied = (codes: readonly { code: string; applicable: boolean }[], entered: string) =>
  codes.some((c) => c.applicable && normaliseCode(c.code) === entered);

/**
 * The discount-code field: each code the cart holds with what it saves, and what the last try did
 * (applied, not a code we know, cannot be combined, offline).
 */
export function DiscountCodes({ cart }: { cart: CartView }) {
  const changeDiscountCode = useCart((s) => s.changeDiscountCode);
  const codes = discountCodeViews(cart);
  return (
    <CodeEntry
      label="Discount code"
      maxLength={255}
      messageTestId="discount-message"
      listLabel="Discount codes"
      held={codes.map(({ code, applicable, saving }) => {
        const shown = normaliseCode(code);
        return {
          key: shown,
          shown,
          effect: (
            <span className={applicable ? styles.saving : styles.notApplied}>
              {!applicable ? 'Not applied' : saving && Number(saving.amount) > 0 ? `−${formatMoneyV2(saving)}` : 'Applied'}
            </span>
          ),
          removeName: `discount code ${shown}`,
          remove: () => changeDiscountCode(code, true),
        };
      })}
      refuse={(entered) => {
        const code = normaliseCode(entered);
        if (!code) return 'Enter a discount code.';
        return isApplied(codes, code) ? `${code} is already applied.` : null;
      }}
      apply={(entered) => changeDiscountCode(entered, false)}
      holds={(entered) => isApplied(useCart.getState().cart?.discountCodes ?? [], normaliseCode(entered))}
    />
  );
}
