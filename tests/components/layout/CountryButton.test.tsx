import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryButton } from '../../../src/components/layout/CountryButton';
import { useCountry } from '../../../src/stores/country';

describe('country button', () => {
  beforeEach(async () => {
    useCountry.setState({ countryCode: 'US', dialogOpen: false });
    await useCountry.persist.rehydrate();
  });

  it('opens the country dialog, which closes and opens again', async () => {
    render(<CountryButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Country: US · USD. Change country' });
    await userEvent.click(button);
    // The chunk arrives, then the dialog opens. Role queries walk the whole country list, so the
    // rest of the test finds things by text and label.
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' }, { timeout: 5000 });
    expect(within(dialog).getByText('United Kingdom')).toBeVisible();
    await userEvent.click(within(dialog).getByLabelText('Close Choose your country'));
    expect(dialog).not.toBeVisible();
    expect(useCountry.getState().dialogOpen).toBe(false);
    await userEvent.click(button);
    expect(dialog).toBeVisible();
    expect(within(dialog).getByText('United Kingdom')).toBeVisible();
  });
});
