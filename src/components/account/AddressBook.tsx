import { useEffect, useState } from 'react';
import { BUSY_MESSAGE } from '../../accounts/busy';
import { toast } from '../ui/toast';
import type { AddressValues } from '../../lib/accountValidation';
import { customerErrorMessage, NETWORK_ERROR_MESSAGE } from '../../lib/customerErrors';
import { findCountry } from '../../lib/countries';
import { cityLine } from '../../lib/customerOrders';
import { useCountry } from '../../stores/country';
import { useCustomer, type AccountAddress, type AccountResult } from '../../stores/customer';
import { Modal } from '../ui/Modal';
import { AddressForm } from './AddressForm';
import * as styles from './AddressBook.module.css';

type Editing = { mode: 'new' } | { mode: 'edit'; address: AccountAddress } | null;

const blank = (country: string): AddressValues => ({
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  zip: '',
  country,
  phone: '',
});

const valuesOf = (a: AccountAddress, fallbackCountry: string): AddressValues => ({
  firstName: a.firstName ?? '',
  lastName: a.lastName ?? '',
  company: a.company ?? '',
  address1: a.address1 ?? '',
  address2: a.address2 ?? '',
  city: a.city ?? '',
  province: a.provinceCode ?? a.province ?? '',
  zip: a.zip ?? '',
  country: a.countryCodeV2 ?? fallbackCountry,
  phone: a.phone ?? '',
});

const failureMessage = (result: AccountResult): string =>
  result.networkError ? NETWORK_ERROR_MESSAGE : customerErrorMessage(result.errors[0] ?? { message: 'That didn’t work. Please try again.' });

/** Saved shipping addresses: create, edit, delete, set as default. */
export function AddressBook() {
  const addresses = useCustomer((s) => s.addresses);
  const defaultAddressId = useCustomer((s) => s.defaultAddressId);
  const status = useCustomer((s) => s.addressesStatus);
  const customer = useCustomer((s) => s.customer);
  const { loadAddresses, createAddress, updateAddress, deleteAddress, setDefaultAddress } = useCustomer.getState();
  // New addresses start in the shopper's selected country.
  const shopperCountry = useCountry((s) => s.countryCode);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AccountAddress | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    void loadAddresses();
  }, [loadAddresses]);

  const run = async (id: string, action: () => Promise<AccountResult>, success: string) => {
    setBusyId(id);
    const result = await action();
    setBusyId(null);
    if (result.ok) toast.success(success);
    else toast.error(failureMessage(result));
    return result;
  };

  const named = (a: AccountAddress) => [a.firstName, a.lastName].filter(Boolean).join(' ');

  return (
    <div>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {status === 'ready' ? `${addresses.length} saved ${addresses.length === 1 ? 'address' : 'addresses'}` : ''}
        </p>
        <button type="button" className="button" onClick={() => setEditing({ mode: 'new' })}>
          Add a new address
        </button>
      </div>

      {status === 'loading' && addresses.length === 0 ? <p role="status">Loading your addresses…</p> : null}
      {status === 'error' || status === 'busy' ? (
        <div role="alert" className={styles.problem}>
          <p>{status === 'busy' ? BUSY_MESSAGE : 'We couldn’t load your addresses. Check your connection and try again.'}</p>
          <button type="button" className="button button--secondary" onClick={() => void loadAddresses()}>
            Try again
          </button>
        </div>
      ) : null}
      {status === 'ready' && addresses.length === 0 ? (
        <div className={styles.empty}>
          <h2>No saved addresses yet</h2>
          <p>Save an address and checkout fills it in for you.</p>
        </div>
      ) : null}

      <ul className={styles.list} aria-label="Saved addresses">
        {addresses.map((address) => {
          const isDefault = address.id === defaultAddressId;
          const label = `${named(address) || 'address'}, ${address.address1 ?? ''}`;
          return (
            <li key={address.id} className={`${styles.card} ${isDefault ? styles.isDefault : ''}`}>
              {isDefault ? <p className={styles.badge}>Default address</p> : null}
              <address className={styles.address}>
                {named(address) ? <strong>{named(address)}</strong> : null}
                {address.company ? <span>{address.company}</span> : null}
                <span>{address.address1}</span>
                {address.address2 ? <span>{address.address2}</span> : null}
                <span>{cityLine(address.city, address.provinceCode ?? address.province, address.zip)}</span>
                <span>{findCountry(address.countryCodeV2)?.countryName ?? address.country}</span>
                {address.phone ? <span>{address.phone}</span> : null}
              </address>
              <div className={styles.actions}>
                <button type="button" className={styles.action} aria-label={`Edit ${label}`} onClick={() => setEditing({ mode: 'edit', address })}>
                  Edit
                </button>
                {isDefault ? null : (
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`Make ${label} the default address`}
                    disabled={busyId === address.id}
                    onClick={() => void run(address.id, () => setDefaultAddress(address.id), 'Default address updated.')}
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className={`${styles.action} ${styles.danger}`}
                  aria-label={`Delete ${label}`}
                  disabled={busyId === address.id}
                  onClick={() => setDeleting(address)}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === 'edit' ? 'Edit address' : 'Add a new address'}>
        {editing ? (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            initial={
              editing.mode === 'edit'
                ? valuesOf(editing.address, shopperCountry)
                : { ...blank(shopperCountry), firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '' }
            }
            isDefault={editing.mode === 'edit' ? editing.address.id === defaultAddressId : addresses.length === 0}
            submitLabel={editing.mode === 'edit' ? 'Save address' : 'Add address'}
            onSubmit={(values, makeDefault) =>
              editing.mode === 'edit' ? updateAddress(editing.address.id, values, makeDefault) : createAddress(values, makeDefault)
            }
            onDone={() => {
              toast.success(editing.mode === 'edit' ? 'Address saved.' : 'Address added.');
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title="Delete this address?">
        {deleting ? (
          <div className={styles.confirm}>
            <p>
              {named(deleting)}, {deleting.address1}, {deleting.city} will be removed from your saved addresses.
            </p>
            <div className={styles.confirmActions}>
              <button
                type="button"
                className="button button--coral"
                onClick={() => {
                  const target = deleting;
                  setDeleting(null);
                  void run(target.id, () => deleteAddress(target.id), 'Address deleted.');
                }}
              >
                Delete address
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
                Keep it
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
