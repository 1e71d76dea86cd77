import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLayout } from '../../../src/components/account/AccountLayout';
import { useCustomer } from '../../../src/stores/customer';
import { resetAccount, signedIn, signedOut } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

beforeEach(resetAccount);

const page = () => (
  <AccountLayout title="Order history" path="/user-account/order-history/">
    <p>Your orders are here</p>
  </AccountLayout>
);

describe('AccountLayout', () => {
  it('shows a loading state, not a sign-in prompt, while the session is checked', () => {
    render(page());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in right there, then shows the page they wanted', async () => {
    await signedOut();
    render(page());
    expect(screen.queryByText('Your orders are here')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'marina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'seashell1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your orders are here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks to sign in again after signing out', async () => {
    await signedIn();
    render(page());
    expect(screen.getByText('Your orders are here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(useCustomer.getState().isLoggedIn).toBe(false);
  });
});
