import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLinkPage } from '../../../src/components/account/AccountLinkPage';
import { useCustomer } from '../../../src/stores/customer';
import { server } from '../../msw/node';
import { fakeCustomer, networkFailure } from '../../msw/fixtures/customer';
import { resetAccount, signedOut } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

beforeEach(resetAccount);

async function setPassword(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Activate account' }));
}

describe('AccountLinkPage', () => {
  it('activates the account with the chosen password and signs the customer in', async () => {
    const api = await signedOut([fakeCustomer({ activationToken: 'act-1' })]);
    render(<AccountLinkPage splat="activate/7400000001/act-1" />);
    expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    await setPassword('newpass1');
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/user-account/');
    expect(useCustomer.getState().isLoggedIn).toBe(true);
    expect(api.state.calls[0]?.variables.id).toBe('gid://shopify/Customer/7400000001');
  });

  it('checks the confirmation before calling the store', async () => {
    const api = await signedOut([fakeCustomer({ activationToken: 'act-1' })]);
    render(<AccountLinkPage splat="activate/7400000001/act-1" />);
    await setPassword('newpass1', 'newpass2');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords don’t match');
    expect(api.operations()).toEqual([]);
  });

  it('offers a new e-mail when the link is expired or used', async () => {
    const api = await signedOut([fakeCustomer({ activationToken: 'act-1' })]);
    render(<AccountLinkPage splat="activate/7400000001/used-token" />);
    await setPassword('newpass1');
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'marina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/a link to choose a new password is on its way/)).toBeInTheDocument();
    expect(api.operations()).toEqual(['CustomerActivate', 'CustomerRecover']);
  });

  it('keeps the passwords and says the store could not be reached on a network failure', async () => {
    await signedOut([fakeCustomer({ resetToken: 'r-1' })]);
    server.use(networkFailure('CustomerReset'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<AccountLinkPage splat="reset/7400000001/r-1" />);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'brandnew1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brandnew1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/We couldn’t reach Blue Bay Swim/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('brandnew1');
    expect(useCustomer.getState().isLoggedIn).toBe(false);
  });

  it('explains an incomplete link and offers a new one', async () => {
    await signedOut();
    render(<AccountLinkPage splat="activate/not-a-number/x" />);
    expect(screen.getByRole('heading', { name: 'This link isn’t complete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });
});
