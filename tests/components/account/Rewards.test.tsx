/**
 * The Beach Club's account pages: a real balance (welcome bonus plus what orders earned), the club's
 * rules from the shop, referrals only when the shop has some, and rewards redeemed for their codes.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClubHome } from '../../../src/components/account/ClubHome';
import { MyRewards } from '../../../src/components/account/MyRewards';
import { PastRewards } from '../../../src/components/account/PastRewards';
import { RewardsHistory } from '../../../src/components/account/RewardsHistory';
import { useRewards } from '../../../src/stores/rewards';
import { clubApi, type FakeClubMember } from '../../msw/fixtures/beachClub';
import { server } from '../../msw/node';
import { resetAccount, signedIn } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

const NEW_MEMBER: FakeClubMember = { createdAt: '2026-11-20T08:00:00Z', referrals: null, orders: [] };

beforeEach(async () => {
  resetAccount();
  useRewards.setState(useRewards.getInitialState(), true);
  await signedIn();
});

const club = (member: FakeClubMember) => server.use(...clubApi(member).handlers);

describe('Beach Club account pages', () => {
  it('a new member sees their welcome balance, no preview labels, the club’s rules and no strangers’ referrals', async () => {
    club(NEW_MEMBER);
    render(<ClubHome />);
    const rules = await screen.findByRole('table', { name: 'Ways to earn' });
    const balance = screen.getByRole('region', { name: 'Your balance' });
    expect(balance).toHaveTextContent('1,500 BB bucks');
    expect(document.body).not.toHaveTextContent(/mock|preview|sample/i);
    expect(within(rules).getByRole('row', { name: /Shop .* 10 BB bucks per US\$1/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rewards' })).getByRole('row', { name: '500 BB bucks 10% off one order BBCLUB10' })).toBeInTheDocument();
    expect(screen.getByText(/No referrals yet/)).toBeInTheDocument();
  });

  it('lists the referrals the shop keeps for the member, e-mails masked', async () => {
    club({ ...NEW_MEMBER, referrals: JSON.stringify([{ title: 'Joined the club', email: 'm***@example.net', dateCreated: '2026-11-22T00:00:00Z', points: 0 }]) });
    render(<ClubHome />);
    const table = await screen.findByRole('table', { name: 'Referrals' });
    expect(within(table).getByText('m***@example.net')).toBeInTheDocument();
  });

  it('history starts with the account: the welcome entry, then what each order earned', async () => {
    club({ ...NEW_MEMBER, orders: [{ name: '#1009', processedAt: '2026-11-24T08:00:00Z', bbBucks: '2180' }] });
    render(<RewardsHistory />);
    expect(await screen.findByRole('row', { name: /Order #1009 .* \+2,180/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Welcome to the Blue Bay Beach Club .* \+1,500/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('3,680 BB bucks');
  });

  it('asks before redeeming; cancelling spends nothing; confirming shows the code once, and past rewards list it', async () => {
    club(NEW_MEMBER);
    const { unmount } = render(<MyRewards />);
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem 20% off your next order for 1000 BB bucks' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem this reward?' });
    expect(dialog).toHaveTextContent('Spend 1,000 BB bucks on “20% off your next order”? Your balance will be 500.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my BB bucks' }));
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('1,500 BB bucks');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem 20% off your next order for 1000 BB bucks' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Redeem this reward?' })).getByRole('button', { name: 'Yes, redeem' }));
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent('500 BB bucks');
    expect(screen.getByRole('status')).toHaveTextContent(/Your code is BBCLUB20: .* It works once\./);
    // Each code works once: it cannot be redeemed again, and says what it was.
    expect(screen.getByRole('button', { name: /Redeem 20% off/ })).toBeDisabled();
    expect(screen.getByText(/your code is/, { selector: 'p' })).toHaveTextContent(/Redeemed on .*: your code is BBCLUB20\. It works once\./);
    expect(screen.getByRole('button', { name: /Redeem 10% off/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
    unmount();
    render(<PastRewards />);
    expect(screen.getByRole('row', { name: /20% off your next order BBCLUB20/ })).toHaveTextContent('−1,000');
  });
});
