import { usesHostedLogin } from '../../accounts';
import { Link } from 'gatsby';
import { useEffect } from 'react';
import { orderDetailsPath } from '../../config/accounts';
import { REWARDS_CURRENCY_LABEL } from '../../config/rewards';
import { collectionPath, ROUTES } from '../../config/site';
import { findCountry } from '../../lib/countries';
import { cityLine } from '../../lib/customerOrders';
import { formatCount } from '../../lib/money';
import { useCustomer } from '../../stores/customer';
import { clubBalance, useRewards, useRewardsLoaded } from '../../stores/rewards';
import { OrderStatusBadge, formatDate } from './OrderStatusBadge';
import * as styles from './AccountHome.module.css';

/** Account home: a welcome, then the latest order, details, default address and the club at a glance. */
export function AccountHome() {
  const customer = useCustomer((s) => s.customer);
  const newlyRegistered = useCustomer((s) => s.newlyRegistered);
  const orders = useCustomer((s) => s.orders);
  const ordersStatus = useCustomer((s) => s.ordersStatus);
  const addresses = useCustomer((s) => s.addresses);
  const defaultAddressId = useCustomer((s) => s.defaultAddressId);
  const addressesStatus = useCustomer((s) => s.addressesStatus);
  useRewardsLoaded();
  const balance = useRewards(clubBalance);
  const balanceKnown = useRewards((s) => s.member !== null || s.status === 'error');

  useEffect(() => {
    const { ensureOrders, loadAddresses } = useCustomer.getState();
    void ensureOrders();
    void loadAddresses();
  }, []);

  if (!customer) return null;
  const latest = orders[0];
  const defaultAddress = addresses.find((a) => a.id === defaultAddressId);
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');

  return (
    <div className={styles.home}>
      <p className={styles.hello}>
        Hi {customer.firstName || 'there'}! Your orders, details and Beach Club perks are all here.
      </p>
      {newlyRegistered ? (
        <div className={styles.welcome} role="status">
          <h2>Welcome to Blue Bay Swim!</h2>
          <p>
            We’ve sent a welcome e-mail to <strong>{customer.email}</strong>. Open the link in it to confirm your account
            and choose your password.
          </p>
        </div>
      ) : null}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="home-orders">
          <h2 id="home-orders" className={styles.cardTitle}>
            Latest order
          </h2>
          {latest ? (
            <>
              <p className={styles.line}>
                <strong>Order {latest.name}</strong> · <time dateTime={latest.processedAt}>{formatDate(latest.processedAt)}</time>
              </p>
              <p>
                <OrderStatusBadge tab={latest.tab} />
              </p>
              <p className={styles.links}>
                <Link to={orderDetailsPath(latest.orderNumber)}>Track this order</Link>
                <Link to={ROUTES.accountOrders}>All orders</Link>
              </p>
            </>
          ) : ordersStatus === 'ready' ? (
            <>
              <p>No orders yet. Your first swimsuit is waiting.</p>
              <Link to={collectionPath('all')}>Shop swimwear</Link>
            </>
          ) : ordersStatus === 'error' || ordersStatus === 'busy' ? (
            <p>Your orders couldn’t be loaded just now.</p>
          ) : (
            <p className={styles.muted}>Loading…</p>
          )}
        </section>

        <section className={styles.card} aria-labelledby="home-details">
          <h2 id="home-details" className={styles.cardTitle}>
            Personal information
          </h2>
          <p className={styles.line}>{name || 'No name yet'}</p>
          <p className={styles.line}>{customer.email}</p>
          {customer.phone ? <p className={styles.line}>{customer.phone}</p> : null}
          <p className={styles.links}>
            <Link to={ROUTES.accountPersonalInformation}>Edit details</Link>
            {usesHostedLogin() ? null : <Link to={ROUTES.accountChangePassword}>Change password</Link>}
          </p>
        </section>

        <section className={styles.card} aria-labelledby="home-address">
          <h2 id="home-address" className={styles.cardTitle}>
            Default address
          </h2>
          {defaultAddress ? (
            <address className={styles.address}>
              <span>{defaultAddress.address1}</span>
              <span>{cityLine(defaultAddress.city, defaultAddress.provinceCode ?? defaultAddress.province, defaultAddress.zip)}</span>
              <span>{findCountry(defaultAddress.countryCodeV2)?.countryName ?? defaultAddress.country}</span>
            </address>
          ) : addressesStatus === 'ready' ? (
            <p>No saved address yet.</p>
          ) : (
            <p className={styles.muted}>{addressesStatus === 'error' || addressesStatus === 'busy' ? 'Your addresses couldn’t be loaded just now.' : 'Loading…'}</p>
          )}
          <p className={styles.links}>
            <Link to={ROUTES.accountShippingAddress}>{defaultAddress ? 'Manage addresses' : 'Add an address'}</Link>
          </p>
        </section>

        <section className={`${styles.card} ${styles.club}`} aria-labelledby="home-club">
          <h2 id="home-club" className={styles.cardTitle}>
            Blue Bay Beach Club
          </h2>
          <p className={styles.line}>
            {balanceKnown ? (
              <>
                <strong className={styles.balance}>{formatCount(balance)}</strong> {REWARDS_CURRENCY_LABEL}
              </>
            ) : (
              'Loading your BB bucks…'
            )}
          </p>
          <p className={styles.muted}>Earned on your orders; spend them on discount codes.</p>
          <p className={styles.links}>
            <Link to={ROUTES.accountClub}>Visit the club</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
