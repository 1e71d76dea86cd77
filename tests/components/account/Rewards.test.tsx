import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubHome } from '../../../src/components/account/ClubHome';
import { MyRewards } from '../../../src/components/account/MyRewards';
import { RewardsHistory } from '../../../src/components/account/RewardsHistory';
import { useRewards } from '../../../src/stores/rewards';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

beforeEach(() => useRewards.setState(useRewards.getInitialState(), true));

describe('rewards club preview', () => {
  it('labels the balance as mock BB bucks kept on this device', () => {
    render(<ClubHome />);
    const balance = screen.getByRole('region', { name: 'Your balance' });
    expect(balance).toHaveTextContent('1,500 mock BB bucks');
    expect(balance).toHaveTextContent(/sample data kept on this device only/);
  });

  it('lists referrals with masked e-mails', () => {
    render(<ClubHome />);
    const table = screen.getByRole('table', { name: 'Referrals (sample data)' });
    expect(within(table).getByText('s***@example.com')).toBeInTheDocument();
    expect(within(table).queryByText(/sunny\.rivera/)).not.toBeInTheDocument();
  });

  it('asks before redeeming; cancelling spends nothing', async () => {
    render(<MyRewards />);
    await userEvent.click(screen.getByRole('button', { name: 'Redeem 20% off your next order for 1000 mock BB bucks' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem this reward?' });
    expect(dialog).toHaveTextContent('Spend 1,000 mock BB bucks on “20% off your next order”? Your balance will be 500.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my BB bucks' }));
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('1,500 mock BB bucks');
  });

  it('redeems a reward once confirmed: the balance drops, the code shows, and the history shows it as negative', async () => {
    const { unmount } = render(<MyRewards />);
    await userEvent.click(screen.getByRole('button', { name: 'Redeem 20% off your next order for 1000 mock BB bucks' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Redeem this reward?' })).getByRole('button', { name: 'Yes, redeem' }));
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('500 mock BB bucks');
    expect(screen.getByRole('status')).toHaveTextContent(/Your code is BBCLUB20/);
    expect(screen.getByRole('button', { name: /Redeem 20% off/ })).toBeDisabled();
    expect(screen.getByText('500 more to go')).toBeInTheDocument();
    unmount();
    render(<RewardsHistory />);
    const row = screen.getByRole('row', { name: /Redeemed: 20% off your next order/ });
    expect(row).toHaveTextContent('−1,000');
  });
});
