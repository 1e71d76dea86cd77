import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '../../../src/components/account/LoginForm';
import { useCustomer } from '../../../src/stores/customer';
import { server } from '../../msw/node';
import { networkFailure, throttledOperation } from '../../msw/fixtures/customer';
import { resetAccount, signedOut } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

const renderForm = () => render(<LoginForm onForgotPassword={vi.fn()} onCreateAccount={vi.fn()} />);

beforeEach(resetAccount);

describe('LoginForm', () => {
  it('asks for the e-mail and password next to their fields before calling the store', async () => {
    const api = await signedOut();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    await userEvent.type(email, 'marina@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, such as name@example.com');
    expect(api.operations()).toEqual([]);
  });

  it('says when the e-mail and password match no account', async () => {
    await signedOut();
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'marina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/That e-mail and password don’t match an account/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That e-mail and password don’t match an account');
    expect(useCustomer.getState().isLoggedIn).toBe(false);
  });

  it('keeps what was typed and says so when the store cannot be reached', async () => {
    await signedOut();
    server.use(networkFailure('CustomerAccessTokenCreate'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'marina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'seashell1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/We couldn’t reach Blue Bay Swim/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('everything you typed is still here');
    expect(screen.getByLabelText('E-mail')).toHaveValue('marina@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('seashell1');
  });

  it('says to wait, not to check the connection, when the store refuses sign-ins for a while', async () => {
    await signedOut();
    server.use(throttledOperation('CustomerAccessTokenCreate'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'marina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'seashell1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts for now. Please wait a few minutes, then try again.');
    expect(screen.queryByText(/We couldn’t reach Blue Bay Swim/)).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveValue('marina@example.com');
  });

  it('signs the customer in', async () => {
    await signedOut();
    const onSignedIn = vi.fn();
    render(<LoginForm onForgotPassword={vi.fn()} onCreateAccount={vi.fn()} onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'marina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'seashell1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(useCustomer.getState().isLoggedIn).toBe(true);
  });

  it('shows and hides the password on request', async () => {
    await signedOut();
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
