/**
 * The consent banner and preferences, by keyboard, against a privacy API that behaves as documented
 * (https://shopify.dev/docs/api/customer-privacy#collect-and-register-consent).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentHost } from '../../../src/components/consent/ConsentHost';
import { Footer } from '../../../src/components/layout/Footer';
import { startConsent, useConsent } from '../../../src/stores/consent';
import { notifyCountryChange, useCountry } from '../../../src/stores/country';
import { installFakePrivacy, removeFakePrivacy, type FakePrivacy } from '../../stores/fakeCustomerPrivacy';

vi.mock('gatsby', async () => (await import('../account/gatsbyMock')).gatsbyMock());

function Page() {
  return (
    <>
      <ConsentHost />
      <main id="main" tabIndex={-1}>
        <button type="button">Add to cart</button>
      </main>
      <Footer />
    </>
  );
}

async function germanVisit(): Promise<FakePrivacy> {
  const api = installFakePrivacy();
  localStorage.setItem('userCountry', JSON.stringify({ countryCode: 'DE' }));
  await useCountry.persist.rehydrate();
  await notifyCountryChange('DE');
  render(<Page />);
  await act(() => startConsent());
  await screen.findByRole('region', { name: 'Cookies at Blue Bay Swim' }, { timeout: 5000 });
  return api;
}

const banner = () => screen.queryByRole('region', { name: 'Cookies at Blue Bay Swim' });

describe('consent banner', () => {
  afterEach(() => removeFakePrivacy());

  it('comes first in the tab order: the policy link, Accept, Decline, Preferences; Decline by keyboard says no to everything', async () => {
    const api = await germanVisit();
    const region = banner() as HTMLElement;
    expect(region).toHaveAccessibleDescription(/count visits/);
    await userEvent.tab();
    expect(within(region).getByRole('link', { name: 'Privacy policy' })).toHaveFocus();
    await userEvent.tab();
    expect(within(region).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.tab();
    expect(within(region).getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.tab();
    expect(within(region).getByRole('button', { name: 'Preferences' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(banner()).toBeNull());
    expect(api.answers).toEqual({ analytics: 'no', marketing: 'no', preferences: 'no', sale_of_data: 'no' });
    expect(useConsent.getState().analytics).toBe(false);
    // Focus does not fall to the top of the document: it goes to the page.
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('Accept by keyboard allows analytics and closes the banner', async () => {
    const api = await germanVisit();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(banner()).toBeNull());
    expect(api.analyticsProcessingAllowed()).toBe(true);
    expect(useConsent.getState().analytics).toBe(true);
  });

  it('Escape puts the banner away for this page without making a choice', async () => {
    const api = await germanVisit();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(useConsent.getState().analytics).toBe(false);
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('Preferences: a dialog of switches, all off until the visitor turns one on; Save stores exactly that', async () => {
    const api = await germanVisit();
    await userEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics' });
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' });
    const preferences = within(dialog).getByRole('switch', { name: 'Preferences' });
    for (const toggle of [analytics, marketing, preferences]) expect(toggle).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/Count visits/);

    analytics.focus();
    await userEvent.keyboard(' ');
    expect(analytics).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie preferences' })).toBeNull());
    expect(banner()).toBeNull();
    expect(api.answers).toEqual({ analytics: 'yes', marketing: 'no', preferences: 'no', sale_of_data: 'no' });
  });

  it('Escape in the preferences dialog leaves without a change (the browser sends the dialog a cancel event)', async () => {
    const api = await germanVisit();
    await userEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent(dialog.closest('dialog') ?? dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie preferences' })).toBeNull());
    expect(api.calls).toHaveLength(0);
    // The question is still open.
    expect(banner()).not.toBeNull();
  });

  it('the footer’s Cookie preferences reopens the choice, showing what was chosen', async () => {
    const api = await germanVisit();
    await userEvent.click(within(banner() as HTMLElement).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(banner()).toBeNull());

    const link = screen.getByRole('button', { name: 'Cookie preferences' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' });
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(marketing).toBeChecked();
    await userEvent.click(marketing);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie preferences' })).toBeNull());
    expect(api.answers).toMatchObject({ analytics: 'yes', marketing: 'no', sale_of_data: 'no' });
    // Focus returns to the link that opened the dialog.
    expect(link).toHaveFocus();
  });

  it('says so when the choice could not be saved, and keeps the banner', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakePrivacy({ failSet: true });
    localStorage.setItem('userCountry', JSON.stringify({ countryCode: 'DE' }));
    await useCountry.persist.rehydrate();
    await notifyCountryChange('DE');
    render(<Page />);
    await act(() => startConsent());
    const region = await screen.findByRole('region', { name: 'Cookies at Blue Bay Swim' }, { timeout: 5000 });
    await userEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('could not be saved');
    expect(banner()).not.toBeNull();
  });
});
