import { browserNavigation, onCountryChange, useCountry } from '../../src/stores/country';
import { createStartup } from '../../src/stores/startup';

/** A page's start-up (a fresh one) with `stored` in userCountry, at the address `url`. */
async function startAt(url: string, stored: string) {
  useCountry.setState({ countryCode: 'US' });
  localStorage.setItem('userCountry', JSON.stringify({ countryCode: stored }));
  window.history.replaceState(null, '', url);
  await createStartup().runStartup();
}

describe('start-up with a country link (issue 20 item 3)', () => {
  beforeEach(() => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });

  it('still sends a stored PH shopper to the regional store without a link', async () => {
    await startAt('/', 'PH');
    expect(browserNavigation.assign).toHaveBeenCalledWith('https://ph.bluebayswim.example/');
  });

  it('lets ?country=XX override a stored PH, saves it, tells the cart and cleans the address', async () => {
    const seen: string[] = [];
    const off = onCountryChange((code) => void seen.push(code));
    await startAt('/collections/all/?country=gb&ref=ph#top', 'PH');
    off();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
    expect(useCountry.getState().countryCode).toBe('GB');
    expect(JSON.parse(localStorage.getItem('userCountry') ?? 'null')).toEqual({ countryCode: 'GB' });
    expect(seen).toEqual(['GB']);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/collections/all/?ref=ph#top');
  });

  it('ignores an unsupported country in the link', async () => {
    const seen: string[] = [];
    const off = onCountryChange((code) => void seen.push(code));
    await startAt('/?country=ZZ', 'JP');
    off();
    expect(useCountry.getState().countryCode).toBe('JP');
    expect(seen).toEqual([]);
    expect(window.location.search).toBe('');
  });
});

describe('start-up and the head’s currency flag', () => {
  beforeEach(() => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });

  it('keeps build-time prices hidden for a country paying in another currency, shows them when the stored one was unusable', async () => {
    const flagged = () => document.documentElement.hasAttribute('data-foreign-currency');
    // As the head script leaves it for these stored values.
    document.documentElement.setAttribute('data-foreign-currency', '');
    await startAt('/', 'GB');
    expect(flagged()).toBe(true);
    document.documentElement.setAttribute('data-foreign-currency', '');
    await startAt('/', 'ZZ');
    // An unsupported stored country falls back to the default: its prices are the build's.
    expect(flagged()).toBe(false);
  });
});

describe('start-up tasks', () => {
  it('runs what each store registered once, however often start-up is asked; one failing does not stop the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const startup = createStartup();
    const ran: string[] = [];
    startup.onStartup(() => void ran.push('cart'));
    startup.onStartup(() => {
      throw new Error('storage unavailable');
    });
    startup.onStartup(async () => void ran.push('wishlist'));
    window.history.replaceState(null, '', '/');
    await Promise.all([startup.runStartup(), startup.runStartup()]);
    await startup.runStartup();
    await startup.whenCountrySettled();
    expect(ran.sort()).toEqual(['cart', 'wishlist']);
    expect(console.error).toHaveBeenCalledWith('Start-up task failed', expect.any(Error));
  });
});
