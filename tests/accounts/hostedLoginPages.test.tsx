/**
 * New customer accounts in the pages: sign-in, register, recover, activate, reset and change-password
 * lead to the hosted login by e-mailed code and show no password field that could not work; the
 * callback page signs in or says why not.
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/customer-accounts
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

vi.mock('gatsby', async () => (await import('../components/account/gatsbyMock')).gatsbyMock());

async function newAccounts() {
  vi.resetModules();
  vi.stubEnv('GATSBY_CUSTOMER_ACCOUNTS', 'new');
  const { useCustomer } = await import('../../src/stores/customer');
  useCustomer.setState({ loading: false });
  const signInWithShop = vi.fn(async () => ({ ok: true, errors: [], networkError: false }));
  useCustomer.setState({ signInWithShop });
  return { useCustomer, signInWithShop };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const views: [string, () => Promise<ReactElement>][] = [
  ['the sign-in form', async () => { const { LoginForm } = await import('../../src/components/account/LoginForm'); return <LoginForm onForgotPassword={vi.fn()} onCreateAccount={vi.fn()} />; }],
  ['the register form', async () => { const { RegisterForm } = await import('../../src/components/account/RegisterForm'); return <RegisterForm onSignIn={vi.fn()} />; }],
  ['the recover form', async () => { const { RecoverForm } = await import('../../src/components/account/RecoverForm'); return <RecoverForm />; }],
  ['the activation link page', async () => { const { AccountLinkPage } = await import('../../src/components/account/AccountLinkPage'); return <AccountLinkPage splat="activate/123/abc" />; }],
  ['the reset link page', async () => { const { AccountLinkPage } = await import('../../src/components/account/AccountLinkPage'); return <AccountLinkPage splat="reset/123/abc" />; }],
];

describe('with new customer accounts', () => {
  it.each(views)('%s explains the e-mailed code, shows no password field and leads to the hosted login', async (_name, view) => {
    const { signInWithShop } = await newAccounts();
    const { container } = render(await view());
    expect(container.querySelector('input[type="password"]')).toBeNull();
    expect(container).toHaveTextContent(/code/i);
    await userEvent.click(screen.getByRole('button', { name: /e-mailed code/ }));
    expect(signInWithShop).toHaveBeenCalled();
  });

  it('change password says there is none, with no field', async () => {
    const { useCustomer } = await newAccounts();
    useCustomer.setState({ customer: { id: 'gid://shopify/Customer/1', email: 'marina@example.com', firstName: 'M', lastName: null, phone: null, acceptsMarketing: false, defaultAddress: null }, isLoggedIn: true });
    const { ChangePasswordForm } = await import('../../src/components/account/ChangePasswordForm');
    const { container } = render(<ChangePasswordForm />);
    expect(container.querySelector('input')).toBeNull();
    expect(container).toHaveTextContent('no password');
    const { ACCOUNT_LINKS } = await import('../../src/components/account/AccountMenuPanel');
    expect(ACCOUNT_LINKS.map((l) => l.label)).not.toContain('Change password');
  });

  it('the callback page shows why a sign-in failed and offers a new one', async () => {
    const { useCustomer } = await newAccounts();
    const completeSignIn = vi.fn(async () => ({ ok: false, errors: [{ message: 'That sign-in has expired or was already used. Please sign in again.' }], networkError: false }));
    useCustomer.setState({ completeSignIn });
    window.history.replaceState(null, '', '/account/authorize/?code=c&state=s');
    const { AuthorizeCallback } = await import('../../src/components/account/AuthorizeCallback');
    await act(async () => {
      render(<AuthorizeCallback />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('expired or was already used');
    expect(screen.getByRole('button', { name: /e-mailed code/ })).toBeInTheDocument();
    // The code and state leave the address bar at once: a reload cannot replay them.
    expect(window.location.search).toBe('');
    expect(completeSignIn).toHaveBeenCalledTimes(1);
  });

  it('the callback page opened again while signed in says the session goes on, and offers the account', async () => {
    const { useCustomer } = await newAccounts();
    const customer = { id: 'gid://shopify/Customer/1', email: 'marina@example.com', firstName: 'Marina', lastName: null, phone: null, acceptsMarketing: false, defaultAddress: null };
    useCustomer.setState({
      customer,
      isLoggedIn: true,
      completeSignIn: vi.fn(async () => ({ ok: false, errors: [{ code: 'missing', message: 'This sign-in was not started in this browser tab, or took too long. Please sign in again.' }], networkError: false })),
    });
    window.history.replaceState(null, '', '/account/authorize/?code=c&state=s');
    const { AuthorizeCallback } = await import('../../src/components/account/AuthorizeCallback');
    await act(async () => {
      render(<AuthorizeCallback />);
    });
    expect(await screen.findByRole('heading', { name: 'You’re still signed in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('you are signed in as marina@example.com');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/user-account/');
    expect(screen.queryByText(/You are signed out/)).toBeNull();
    expect(screen.queryByRole('button', { name: /e-mailed code/ })).toBeNull();
  });

  it('the callback page returns to where the shopper was after signing in', async () => {
    const { useCustomer } = await newAccounts();
    const navigate = vi.fn();
    vi.doMock('gatsby', async () => ({ ...(await import('../components/account/gatsbyMock')).gatsbyMock(), navigate }));
    useCustomer.setState({ completeSignIn: vi.fn(async () => ({ ok: true, errors: [], networkError: false, data: { returnTo: '/wishlist/' } })) });
    const { AuthorizeCallback } = await import('../../src/components/account/AuthorizeCallback');
    await act(async () => {
      render(<AuthorizeCallback />);
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/wishlist/', { replace: true }));
    vi.doUnmock('gatsby');
  });
});

describe('with legacy customer accounts (the default)', () => {
  it('the sign-in form keeps its password field', async () => {
    vi.resetModules();
    const { LoginForm } = await import('../../src/components/account/LoginForm');
    const { container } = render(<LoginForm onForgotPassword={vi.fn()} onCreateAccount={vi.fn()} />);
    expect(container.querySelector('input[type="password"]')).not.toBeNull();
  });
});
