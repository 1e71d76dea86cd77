/** MoneyV2 views from USD catalogue prices, converted to the presentment currency. */
import { convertFromUsd, moneyV2, type Money } from '../../pricing/currency';

export const usdMoney = (usdCents: number, currency: string) => moneyV2(convertFromUsd(usdCents, currency));
export const moneyView = (money: Money) => moneyV2(money);
export { convertFromUsd };
