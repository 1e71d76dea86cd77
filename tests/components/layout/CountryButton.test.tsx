import { render, screen } from '@testing-library/react';
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
    const button = screen.getByRole('button', { name: 'Country: United States (USD). Change country' });
    await userEvent.click(button);
    // Waits on the field: role queries over the long country list are slow while the chunk arrives.
    await screen.findByLabelText('Search countries or currencies', undefined, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'Choose your country' });
    expect(screen.getByRole('button', { name: /United Kingdom/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close Choose your country' }));
    expect(dialog).not.toBeVisible();
    expect(useCountry.getState().dialogOpen).toBe(false);
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Choose your country' })).toBeVisible();
  });
});
