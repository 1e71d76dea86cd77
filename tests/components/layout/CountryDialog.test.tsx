import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryDialog } from '../../../src/components/layout/CountryDialog';
import { env } from '../../../src/config/env';
import { browserNavigation, useCountry } from '../../../src/stores/country';

describe('country dialog', () => {
  beforeEach(async () => {
    useCountry.setState({ countryCode: 'US', dialogOpen: false });
    await useCountry.persist.rehydrate();
    vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });

  it('lists the priority countries first, each with its currency, and marks the current one', () => {
    render(<CountryDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose your country' });
    const popular = within(dialog).getByRole('region', { name: 'Popular' });
    expect(within(popular).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^United States.*\(USD\)$/),
      expect.stringMatching(/^United Kingdom.*\(GBP\)$/),
      expect.stringMatching(/^Australia.*\(AUD\)$/),
      expect.stringMatching(/^Philippines.*\(PHP\)$/),
    ]);
    expect(within(popular).getByRole('button', { name: /United States/ })).toHaveAttribute('aria-pressed', 'true');
    const rest = within(dialog).getByRole('region', { name: 'All countries' });
    const names = within(rest).getAllByRole('button').map((b) => b.querySelector('span')?.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('finds a country by its currency', async () => {
    render(<CountryDialog open onClose={() => undefined} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries or currencies' }), 'GBP');
    expect(screen.getAllByRole('button', { name: /GBP/ }).map((b) => b.textContent)).toContain('United KingdomBritish Pound (GBP)');
  });

  it('says so when nothing matches', async () => {
    render(<CountryDialog open onClose={() => undefined} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries or currencies' }), 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches “Atlantis”.');
  });

  it('saves Great Britain as userCountry and reloads the page', async () => {
    render(<CountryDialog open onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /United Kingdom/ }));
    expect(JSON.parse(localStorage.getItem('userCountry') ?? 'null')).toEqual({ countryCode: 'GB' });
    expect(browserNavigation.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Switching to United Kingdom…');
  });

  it('warns before sending shoppers who pick the Philippines to the regional store (issue 20 item 3)', async () => {
    render(<CountryDialog open onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /Philippines/ }));
    expect(browserNavigation.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('ph.bluebayswim.example');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the Philippines store' }));
    expect(browserNavigation.assign).toHaveBeenCalledWith(env.regionalStoreUrlPH);
    expect(browserNavigation.reload).not.toHaveBeenCalled();
  });

  it('lets a shopper warned about the Philippines store stay (issue 20 item 3)', async () => {
    render(<CountryDialog open onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /Philippines/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this site' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /Philippines/ })).toBeVisible();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    render(<CountryDialog open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close Choose your country' }));
    expect(onClose).toHaveBeenCalled();
  });
});
