/**
 * Why a session ended is told once, on the page the shopper is on: the site-wide notice, unless a
 * sign-in form on the page says it itself; leaving that form, the message is not told again.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '../../../src/components/layout/Layout';
import { SignInPrompt } from '../../../src/components/account/SignInPrompt';
import { useCustomer } from '../../../src/stores/customer';
import { initialUiState, useUi } from '../../../src/stores/ui';

vi.mock('gatsby', async () => (await import('../account/gatsbyMock')).gatsbyMock());

const MESSAGE = 'You were signed out because your sign-in expired. Please sign in again.';
const expired = () => ({ reason: 'expired' as const, otherTab: false });

beforeEach(() => {
  useCustomer.setState(useCustomer.getInitialState(), true);
  useUi.setState(initialUiState);
  useCustomer.setState({ loading: false });
});

describe('the session-ended notice', () => {
  it('stays away while no session ended', async () => {
    render(<Layout>page</Layout>);
    await act(async () => undefined);
    expect(screen.queryByRole('status', { name: 'You are signed out' })).toBeNull();
  });

  it('says why on any page when a session ends, and goes when dismissed', async () => {
    render(<Layout>page</Layout>);
    act(() => useCustomer.setState({ sessionEnded: expired() }));
    const notice = await screen.findByRole('status', { name: 'You are signed out' }, { timeout: 8000 });
    expect(notice).toHaveTextContent(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the sign-out message' }));
    expect(screen.queryByRole('status', { name: 'You are signed out' })).toBeNull();
    expect(useCustomer.getState().sessionEnded).toBeNull();
  });

  it('leaves it to a sign-in form on the page, which tells it once', async () => {
    useCustomer.setState({ sessionEnded: expired() });
    const view = render(
      <Layout>
        <SignInPrompt pageTitle="Order history" />
      </Layout>,
    );
    await act(async () => undefined);
    expect(screen.getByText(MESSAGE).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('status', { name: 'You are signed out' })).toBeNull();
    // The shopper leaves the form: told already, so the notice does not show it again.
    view.rerender(<Layout>home</Layout>);
    await act(async () => undefined);
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(screen.queryByRole('status', { name: 'You are signed out' })).toBeNull();
    // Signed in again, a later session that ends the same way is told again.
    act(() => useCustomer.setState({ sessionEnded: null }));
    act(() => useCustomer.setState({ sessionEnded: expired() }));
    expect(await screen.findByRole('status', { name: 'You are signed out' }, { timeout: 8000 })).toHaveTextContent(MESSAGE);
  });

  it('moves into the sign-in dialog that its Sign in again opens, and leaves the page', async () => {
    // The header's account menu brings the dialog (a lazy part), as on every page.
    render(<Layout>page</Layout>);
    act(() => useCustomer.setState({ sessionEnded: expired() }));
    const notice = await screen.findByRole('status', { name: 'You are signed out' }, { timeout: 8000 });
    await userEvent.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    expect(within(dialog).getByText(MESSAGE).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('status', { name: 'You are signed out' })).toBeNull();
  });
});
