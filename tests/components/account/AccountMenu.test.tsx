import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from '../../../src/components/account/AccountMenu';
import { useCustomer } from '../../../src/stores/customer';
import { resetAccount, signedIn, signedOut } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

beforeEach(resetAccount);

describe('AccountMenu', () => {
  it('toggles its menu with the button and closes on Escape, returning focus', async () => {
    await signedOut();
    render(<AccountMenu />);
    const button = screen.getByRole('button', { name: /account/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens the login modal on the register form from “Create account”', async () => {
    await signedOut();
    render(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: /account/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    expect(within(dialog).getByLabelText('First name')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(useCustomer.getState().forceRegister).toBe(false);
  });

  it('signs in from the modal, then offers the account pages and sign out', async () => {
    await signedOut();
    render(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: /account/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'marina@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'seashell1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(useCustomer.getState().isLoggedIn).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('Hi, Marina')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/user-account/order-history/');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(useCustomer.getState().isLoggedIn).toBe(false));
  });

  it('shows a signed-in customer the account links at once', async () => {
    await signedIn();
    render(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('navigation', { name: 'Account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });
});
