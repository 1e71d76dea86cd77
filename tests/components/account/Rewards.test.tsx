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

  it('redeems a reward: the balance drops, and the history shows it as negative', async () => {
    const { unmount } = render(<MyRewards />);
    await userEvent.click(screen.getByRole('button', { name: 'Redeem $10 off your next order for 1000 mock BB bucks' }));
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('500 mock BB bucks');
    expect(screen.getByRole('status')).toHaveTextContent(/Your preview code is PREVIEW-/);
    expect(screen.getByRole('button', { name: /Redeem Free beach pouch/ })).toBeDisabled();
    expect(screen.getByText('1,000 more to go')).toBeInTheDocument();
    unmount();
    render(<RewardsHistory />);
    const row = screen.getByRole('row', { name: /Redeemed: \$10 off your next order/ });
    expect(row).toHaveTextContent('−1,000');
  });
});
