import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from '../../../src/components/account/RegisterForm';
import { useCustomer } from '../../../src/stores/customer';
import { resetAccount, signedOut } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

beforeEach(resetAccount);

async function fill(values: { first?: string; last?: string; email?: string; password?: string }) {
  if (values.first) await userEvent.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await userEvent.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await userEvent.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterForm', () => {
  it('needs both names and a password of 5 to 40 characters without edge spaces', async () => {
    const api = await signedOut([]);
    render(<RegisterForm onSignIn={vi.fn()} />);
    await fill({ email: 'sunny@example.com', password: 'sand' });
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/5–40 characters.*Use at least 5 characters/);
    await userEvent.type(screen.getByLabelText('Password'), 'castle ');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Remove the space at the start or end/);
    expect(api.operations()).toEqual([]);
  });

  it('shows a taken e-mail next to the e-mail field', async () => {
    await signedOut();
    render(<RegisterForm onSignIn={vi.fn()} />);
    await fill({ first: 'Marina', last: 'Costa', email: 'marina@example.com', password: 'sandcastle' });
    expect(await screen.findByText(/An account already uses this e-mail/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/An account already uses this e-mail/);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('creates the account and signs the new customer in', async () => {
    await signedOut([]);
    const onRegistered = vi.fn();
    render(<RegisterForm onSignIn={vi.fn()} onRegistered={onRegistered} />);
    await fill({ first: 'Sunny', last: 'Rivera', email: 'sunny@example.com', password: 'sandcastle' });
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith(true, 'sunny@example.com'));
    expect(useCustomer.getState()).toMatchObject({ isLoggedIn: true, newlyRegistered: true });
  });
});
