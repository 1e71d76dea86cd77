import { act, render, screen } from '@testing-library/react';
import { lazyPart } from '../../../src/components/ui/lazyPart';

/** A part whose chunk arrives only while `network.online` (as a dynamic import behaves offline). */
function partOverNetwork(text: string, network: { online: boolean }) {
  const load = vi.fn(async () => {
    if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
    return function Drawer({ label }: { label: string }) {
      return <p>{`${text}: ${label}`}</p>;
    };
  });
  return { load, part: lazyPart(load) };
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Shop</h1>
      {children}
    </main>
  );
}

describe('lazy parts', () => {
  it('fetched beforehand (on hover) show in the very render that opens them, without suspending', async () => {
    const { part } = partOverNetwork('Cart', { online: true });
    await part.preload();
    // Synchronous render, no act() flush: a suspended part would still be empty here.
    render(
      <Page>
        <part.Component label="1 item" />
      </Page>,
    );
    expect(screen.getByText('Cart: 1 item')).toBeInTheDocument();
  });

  it('whose chunk cannot load show nothing, keep the page, and load on the next opening', async () => {
    // React reports the caught failure; jsdom would print it again unless the error event is handled.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handled = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', handled);
    onTestFinished(() => window.removeEventListener('error', handled));
    const network = { online: false };
    const { load, part } = partOverNetwork('Cart', network);
    const { rerender } = render(
      <Page>
        <part.Component label="1 item" retryKey={1} />
      </Page>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByText(/Cart/)).not.toBeInTheDocument();

    network.online = true;
    rerender(
      <Page>
        <part.Component label="1 item" retryKey={2} />
      </Page>,
    );
    expect(await screen.findByText('Cart: 1 item')).toBeInTheDocument();
  });
});
