import { createSessionEvents, signedIn } from '../../src/stores/sessionEvents';

describe('session events', () => {
  it('tells every listener after the change, even when one of them fails', async () => {
    const events = createSessionEvents();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: string[] = [];
    events.onSessionChange(() => {
      throw new Error('broken listener');
    });
    events.onSessionChange((change) => void heard.push(change.type));
    events.publish({ type: 'signed-out' });
    // Published changes reach listeners after the publisher has gone on.
    expect(heard).toEqual([]);
    await vi.waitFor(() => expect(heard).toEqual(['signed-out']));
    expect(console.error).toHaveBeenCalledWith('A session listener failed', expect.any(Error));
  });

  it('sends sign-ins and sign-outs to their own listeners, and a listener that stopped hears nothing', async () => {
    const events = createSessionEvents();
    const ins = vi.fn();
    const outs = vi.fn();
    events.onSignIn(ins);
    const stop = events.onSignOut(outs);
    events.publish(signedIn('gid://shopify/Customer/1', 'tok', 'restore'));
    await vi.waitFor(() => expect(ins).toHaveBeenCalledWith({ customerId: 'gid://shopify/Customer/1', accessToken: 'tok', restored: true }));
    expect(outs).not.toHaveBeenCalled();
    stop();
    events.publish({ type: 'signed-out' });
    events.publish(signedIn('gid://shopify/Customer/1', 'tok2', 'sign-in'));
    await vi.waitFor(() => expect(ins).toHaveBeenLastCalledWith(expect.objectContaining({ accessToken: 'tok2', restored: false })));
    expect(outs).not.toHaveBeenCalled();
  });

  it('keeps each set of listeners to itself', async () => {
    const one = createSessionEvents();
    const other = createSessionEvents();
    const heard = vi.fn();
    other.onSessionChange(heard);
    one.publish({ type: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).not.toHaveBeenCalled();
  });
});
