import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMS, FORM_IDS, HONEYPOT_FIELD } from '../../../server/forms';
import { ShopForm } from '../../../src/components/forms/ShopForm';
import { fieldErrorsAnswer, formsServer, offlineForms } from '../../msw/fixtures/content';
import { server } from '../../msw/node';
import { fakeCustomer } from '../../msw/fixtures/customer';
import { useCustomer } from '../../../src/stores/customer';
import { resetAccount, signedIn } from '../account/helpers';

const setup = (formId: Parameters<typeof ShopForm>[0]['formId']) => {
  const user = userEvent.setup();
  render(<ShopForm formId={formId} />);
  return user;
};

describe('ShopForm', () => {
  it.each(FORM_IDS)('labels every field of the %s form and marks the required ones', (formId) => {
    render(<ShopForm formId={formId} />);
    const form = screen.getByRole('form', { name: FORMS[formId].title });
    for (const field of FORMS[formId].fields) {
      const control = form.querySelector(`[name="${field.name}"]`) as HTMLElement;
      expect(control).toHaveAccessibleName(expect.stringContaining(field.label));
      if (field.required) expect(control).toBeRequired();
      else expect(control).not.toBeRequired();
    }
  });

  it('asks for the missing e-mail address next to the field and sends nothing', async () => {
    const user = setup('newsletter-sign-up');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = screen.getByRole('textbox', { name: /e-mail/i });
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted field.');
  });

  it('says when an e-mail address is not valid once the shopper leaves the field, and clears it when fixed', async () => {
    const user = setup('newsletter-sign-up');
    const email = screen.getByRole('textbox', { name: /e-mail/i });
    await user.type(email, 'ana@example');
    await user.tab();
    expect(email).toHaveAccessibleDescription(/valid e-mail address/);
    await user.type(email, '.com');
    expect(email).not.toHaveAccessibleDescription(/valid e-mail address/);
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('checks the order number format on the return request form', async () => {
    const user = setup('request-a-return');
    await user.type(screen.getByRole('textbox', { name: /order number/i }), 'my order');
    await user.click(screen.getByRole('button', { name: 'Request a return' }));
    expect(screen.getByRole('textbox', { name: /order number/i })).toHaveAccessibleDescription(
      'Enter the order number from your confirmation e-mail, such as #1001',
    );
    expect(screen.getByRole('combobox', { name: /reason/i })).toHaveAccessibleDescription('Choose a reason');
  });

  it('requires the giveaway terms box to be ticked', async () => {
    const user = setup('giveaway');
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enter the giveaway' }));
    const terms = screen.getByRole('checkbox', { name: /giveaway terms/i });
    expect(terms).toHaveAccessibleDescription('Please tick this box to continue');
    expect(terms).toHaveFocus();
  });

  it('keeps the honeypot field away from people: hidden from assistive technology and out of the tab order', async () => {
    const user = setup('newsletter-sign-up');
    expect(screen.queryByRole('textbox', { name: /company website/i })).not.toBeInTheDocument();
    const honeypot = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Tabbing through the whole form never lands on it.
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(honeypot);
    }
  });

  it('sends the sign-up to the shop service and confirms it to the shopper', async () => {
    const service = formsServer();
    server.use(service.handler);
    const user = setup('newsletter-sign-up-uk');
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), '  ana@example.co.uk ');
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: /news and offers/i }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You’re on the list'));
    expect(screen.getByRole('status')).toHaveTextContent('ana@example.co.uk');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(service.received).toEqual([
      {
        form: 'newsletter-sign-up-uk',
        body: { email: 'ana@example.co.uk', first_name: 'Ana', accepts_marketing: true, [HONEYPOT_FIELD]: '' },
      },
    ]);
  });

  it('shows the service’s field errors next to the fields they are about', async () => {
    server.use(formsServer(fieldErrorsAnswer({ email: 'This address cannot receive e-mail' })).handler);
    const user = setup('sale-sign-up');
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Get early access' }));
    const email = screen.getByRole('textbox', { name: /e-mail/i });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive e-mail'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ana@example.com');
  });

  it('shows the service’s message when it refuses for another reason, such as too many attempts', async () => {
    server.use(
      formsServer({ status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many forms sent; try again in a minute' } })
        .handler,
    );
    const user = setup('contact-us');
    await user.type(screen.getByRole('textbox', { name: /^name/i }), 'Ana Lopez');
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Does the Marina top run small?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many forms sent; try again in a minute')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('Does the Marina top run small?');
  });

  it('says the connection failed and keeps everything the shopper typed', async () => {
    server.use(offlineForms);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup('return-a-product');
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: /order number/i }), '#BB1042');
    await user.type(screen.getByRole('textbox', { name: /product name/i }), 'Marina Top - Coral Reef');
    await user.selectOptions(screen.getByRole('combobox', { name: /problem/i }), 'faulty');
    await user.type(screen.getByRole('textbox', { name: /comments/i }), 'The clasp broke on first wear.');
    await user.click(screen.getByRole('button', { name: 'Send return details' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/couldn’t reach Blue Bay Swim/));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox', { name: /order number/i })).toHaveValue('#BB1042');
    expect(screen.getByRole('combobox', { name: /problem/i })).toHaveValue('faulty');
    expect(screen.getByRole('textbox', { name: /comments/i })).toHaveValue('The clasp broke on first wear.');
    expect(screen.getByRole('button', { name: 'Send return details' })).toBeEnabled();
  });

  it('sends again after a failed attempt once the connection is back', async () => {
    server.use(offlineForms);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup('newsletter-sign-up');
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText(/couldn’t reach/);
    const service = formsServer();
    server.use(service.handler);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You’re on the list'));
    expect(service.received).toHaveLength(1);
  });

  it('fills the waitlist product from the link that led to it', async () => {
    window.history.replaceState(null, '', '/waitlist/?product_handle=marina-top-coral-reef&size=M');
    try {
      render(<ShopForm formId="waitlist" />);
      expect(await screen.findByRole('textbox', { name: /^product/i })).toHaveValue('marina-top-coral-reef');
      expect(screen.getByRole('textbox', { name: /size/i })).toHaveValue('M');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  describe('signed in', () => {
    beforeEach(() => resetAccount());
    afterEach(() => resetAccount());

    // Signing up is consent to the shop's e-mails; for the account's own e-mail the account says so too
    // (acceptsMarketing, https://shopify.dev/docs/api/storefront/2025-07/input-objects/CustomerUpdateInput).
    it('subscribes the account of a shopper who signs up their own e-mail, which the form fills in', async () => {
      const service = formsServer();
      server.use(service.handler);
      const api = await signedIn(fakeCustomer({ email: 'marina@example.com', acceptsMarketing: false }));
      const user = setup('newsletter-sign-up');
      const email = screen.getByRole('textbox', { name: /e-mail/i });
      await waitFor(() => expect(email).toHaveValue('marina@example.com'));
      await user.click(screen.getByRole('button', { name: 'Sign up' }));

      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your account is subscribed too'));
      expect(screen.getByRole('link', { name: 'e-mail preferences' })).toHaveAttribute('href', '/user-account/personal-information/');
      expect(service.received).toHaveLength(1);
      expect(api.state.calls.find((c) => c.operation === 'CustomerUpdate')?.variables).toMatchObject({ customer: { acceptsMarketing: true } });
      expect(useCustomer.getState().customer?.acceptsMarketing).toBe(true);
    });

    it('leaves the account alone when the sign-up is for another e-mail', async () => {
      const service = formsServer();
      server.use(service.handler);
      const api = await signedIn(fakeCustomer({ email: 'marina@example.com', acceptsMarketing: false }));
      const user = setup('newsletter-sign-up');
      const email = screen.getByRole('textbox', { name: /e-mail/i });
      await waitFor(() => expect(email).toHaveValue('marina@example.com'));
      await user.clear(email);
      await user.type(email, 'friend@example.com');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));

      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('friend@example.com'));
      expect(screen.getByRole('status')).not.toHaveTextContent('Your account');
      expect(api.operations()).not.toContain('CustomerUpdate');
      expect(useCustomer.getState().customer?.acceptsMarketing).toBe(false);
    });
  });
});
