import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressBook } from '../../../src/components/account/AddressBook';
import { useCountry } from '../../../src/stores/country';
import { address, fakeCustomer } from '../../msw/fixtures/customer';
import { resetAccount, signedIn } from './helpers';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

beforeEach(() => {
  resetAccount();
  useCountry.setState({ countryCode: 'AU' });
});

describe('AddressBook', () => {
  it('adds an address in the shopper’s country, checking its postcode, and lists it as default', async () => {
    const api = await signedIn();
    render(<AddressBook />);
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a new address' });
    const form = within(dialog);
    expect(form.getByLabelText('Country')).toHaveValue('AU');
    expect(form.getByLabelText('First name')).toHaveValue('Marina');
    await userEvent.type(form.getByLabelText('Address'), '9 Harbour Road');
    await userEvent.type(form.getByLabelText('City'), 'Sydney');
    await userEvent.type(form.getByLabelText('Postcode'), '200');
    await userEvent.click(form.getByRole('button', { name: 'Add address' }));
    expect(form.getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a valid postcode, such as 2000');
    expect(form.getByLabelText('State')).toHaveAccessibleDescription('Choose a state: addresses in this country need one');
    await userEvent.selectOptions(form.getByLabelText('State'), 'New South Wales');
    await userEvent.type(form.getByLabelText('Postcode'), '0');
    await userEvent.click(form.getByRole('button', { name: 'Add address' }));
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(await within(list).findByText('9 Harbour Road')).toBeInTheDocument();
    expect(within(list).getByText('Default address')).toBeInTheDocument();
    expect(api.state.calls.find((c) => c.operation === 'CustomerAddressCreate')?.variables.address).toMatchObject({
      country: 'AU',
      zip: '2000',
      city: 'Sydney',
      province: 'NSW',
    });
    // Typing a whole address in jsdom takes seconds on a busy machine.
  }, 20_000);

  it('asks for a US ZIP code when the country is the United States', async () => {
    await signedIn();
    render(<AddressBook />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const form = within(screen.getByRole('dialog'));
    await userEvent.selectOptions(form.getByLabelText('Country'), 'US');
    expect(form.getByLabelText('ZIP code')).toBeInTheDocument();
    expect(form.getByLabelText(/State/)).toBeInTheDocument();
  });

  it('asks a Japanese address for its prefecture from the list and its postal code, and a German one for its postal code', async () => {
    await signedIn();
    render(<AddressBook />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const form = within(screen.getByRole('dialog'));
    await userEvent.selectOptions(form.getByLabelText('Country'), 'JP');
    const prefecture = form.getByRole('combobox', { name: 'Prefecture' });
    expect(within(prefecture).getAllByRole('option')).toHaveLength(48);
    expect(form.getByLabelText('Postal code')).toBeRequired();
    await userEvent.selectOptions(prefecture, 'Tōkyō');
    expect(prefecture).toHaveValue('JP-13');
    await userEvent.selectOptions(form.getByLabelText('Country'), 'DE');
    expect(form.queryByRole('combobox', { name: 'Prefecture' })).toBeNull();
    expect(form.getByLabelText('Postal code')).toBeRequired();
  });

  it('makes another address the default and deletes one after confirming', async () => {
    const first = address(1, { address1: '1 Ocean Drive' });
    const second = address(2, { address1: '2 Bay Street' });
    await signedIn(fakeCustomer({ addresses: [first, second], defaultAddressId: first.id }));
    render(<AddressBook />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Marina Costa, 2 Bay Street the default address' }));
    const cards = async () => within(await screen.findByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    await vi.waitFor(async () => expect((await cards())[0]).toHaveTextContent('2 Bay Street'));
    expect((await cards())[0]).toHaveTextContent('Default address');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Marina Costa, 1 Ocean Drive' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete address' }));
    await vi.waitFor(async () => expect(await cards()).toHaveLength(1));
  });
});
