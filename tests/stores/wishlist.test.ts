import { http, HttpResponse } from 'msw';
import { createSharedState } from '../../src/stores/sharedState';
import { createWishlistStore } from '../../src/stores/wishlist';
import { server } from '../msw/node';
import { item, wishlistServer, wishlistUrl } from '../msw/fixtures/wishlist';
import { otherTabWrites } from './otherTab';

const session = { customerId: 'gid://shopify/Customer/42', accessToken: 'tok' };
const handles = () => useWishlist.getState().items.map((i) => i.handle);

/** This tab's wishlist: every case starts with a fresh page (a store of its own, over the same storage). */
let useWishlist = createWishlistStore(createSharedState());
beforeEach(() => {
  useWishlist = createWishlistStore(createSharedState());
});

describe('wishlist store', () => {
  it('keeps a visitor list locally as {visitorWishlist: [...]}', async () => {
    await useWishlist.getState().add(item('marina-top-coral'));
    expect(JSON.parse(localStorage.getItem('bb_visitor_wishlist') ?? '{}')).toEqual({
      visitorWishlist: [item('marina-top-coral')],
    });
    useWishlist.setState({ items: [] });
    useWishlist.getState().init();
    expect(handles()).toEqual(['marina-top-coral']);
  });

  it('starts empty and logs when the stored list is corrupted', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('bb_visitor_wishlist', '{"visitorWishlist": oops');
    useWishlist.getState().init();
    expect(handles()).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('drops broken entries but keeps the good ones', () => {
    localStorage.setItem('bb_visitor_wishlist', JSON.stringify({ visitorWishlist: [item('a'), { handle: 'b' }, 7, item('a')] }));
    useWishlist.getState().init();
    expect(handles()).toEqual(['a']);
  });

  it('toggles an item by handle', async () => {
    await useWishlist.getState().toggle(item('a'));
    expect(useWishlist.getState().has('a')).toBe(true);
    await useWishlist.getState().toggle(item('a'));
    expect(useWishlist.getState().has('a')).toBe(false);
  });

  it('merges local and server lists on sign-in, deduplicated by handle, and sends the merge', async () => {
    const fake = wishlistServer([item('server-only'), item('both')]);
    server.use(...fake.handlers);
    await useWishlist.getState().add(item('both'));
    await useWishlist.getState().add(item('local-only'));
    await useWishlist.getState().signedIn(session);
    expect(handles()).toEqual(['server-only', 'both', 'local-only']);
    expect(fake.state.posts.map((list) => list.map((i) => i.handle))).toEqual([['server-only', 'both', 'local-only']]);
    expect(localStorage.getItem('bb_user_id')).toBe(session.customerId);
  });

  it('sends nothing on sign-in when the merge equals the server list', async () => {
    const fake = wishlistServer([item('a')]);
    server.use(...fake.handlers);
    await useWishlist.getState().add(item('a'));
    await useWishlist.getState().signedIn(session);
    expect(fake.state.posts).toEqual([]);
  });

  it('sends the list on every change while signed in', async () => {
    const fake = wishlistServer([]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    await useWishlist.getState().add(item('a'));
    await useWishlist.getState().remove('a');
    expect(fake.state.posts.map((l) => l.map((i) => i.handle))).toEqual([['a'], []]);
  });

  it('keeps every item when the sync fails, and sends them with the next change', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = wishlistServer([]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    server.use(http.post(wishlistUrl, () => HttpResponse.error()));
    await useWishlist.getState().add(item('a'));
    expect(handles()).toEqual(['a']);
    expect(useWishlist.getState().unsynced).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/Wishlist sync failed/), expect.anything());
    server.resetHandlers(...fake.handlers);
    await useWishlist.getState().add(item('b'));
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['a', 'b']);
    expect(useWishlist.getState().unsynced).toBe(false);
  });

  it('keeps the local list when the server list cannot be read at sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(wishlistUrl, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await useWishlist.getState().add(item('a'));
    await useWishlist.getState().signedIn(session);
    expect(handles()).toEqual(['a']);
    expect(useWishlist.getState().unsynced).toBe(true);
  });

  it('clears a synced list on sign-out but keeps an unsynced one', async () => {
    useWishlist.setState({ items: [item('a')], unsynced: false, session });
    useWishlist.getState().signedOut();
    expect(handles()).toEqual([]);
    expect(localStorage.getItem('bb_user_id')).toBeNull();
    useWishlist.setState({ items: [item('b')], unsynced: true, session });
    useWishlist.getState().signedOut();
    expect(handles()).toEqual(['b']);
  });
});

describe('wishlist writes that cannot lose items (issue 19)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('never replaces the saved list after a failed first read, and merges once the read works', async () => {
    const fake = wishlistServer([item('saved-1'), item('saved-2')]);
    server.use(http.get(wishlistUrl, () => HttpResponse.json({ message: 'down' }, { status: 503 })), ...fake.handlers.slice(1));
    await useWishlist.getState().signedIn(session);
    await useWishlist.getState().add(item('new-one'));
    expect(fake.state.posts).toEqual([]);
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['saved-1', 'saved-2']);
    expect(useWishlist.getState().unsynced).toBe(true);
    // The service answers again: the pending change is merged with the saved list, not put over it.
    server.resetHandlers(...fake.handlers);
    await useWishlist.getState().retrySync();
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['saved-1', 'saved-2', 'new-one']);
    expect(handles()).toEqual(['saved-1', 'saved-2', 'new-one']);
    expect(useWishlist.getState().unsynced).toBe(false);
  });

  it.each([
    ['a dropped connection', () => HttpResponse.error()],
    ['429', () => HttpResponse.json({ message: 'slow down' }, { status: 429 })],
  ])('sends nothing after %s on the first read', async (_name, answer) => {
    const fake = wishlistServer([item('saved')]);
    server.use(http.get(wishlistUrl, answer), ...fake.handlers.slice(1));
    await useWishlist.getState().signedIn(session);
    await useWishlist.getState().add(item('x'));
    expect(fake.state.posts).toEqual([]);
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['saved']);
  });

  it('merges on 412 and sends again: another tab’s item and this one both survive', async () => {
    const fake = wishlistServer([item('a')]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    fake.writeElsewhere([item('a'), item('from-other-tab')]);
    await useWishlist.getState().add(item('from-this-tab'));
    expect(fake.state.refused).toBe(1);
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['a', 'from-other-tab', 'from-this-tab']);
    expect(handles()).toEqual(['a', 'from-other-tab', 'from-this-tab']);
  });

  it('keeps a removal made here when merging after a 412', async () => {
    const fake = wishlistServer([item('a'), item('b')]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    fake.writeElsewhere([item('a'), item('b'), item('c')]);
    await useWishlist.getState().remove('a');
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['b', 'c']);
    expect(handles()).toEqual(['b', 'c']);
  });

  it('shows another tab’s additions and removals here without dropping this tab’s', async () => {
    localStorage.setItem('bb_visitor_wishlist', JSON.stringify({ visitorWishlist: [item('a')] }));
    useWishlist.getState().init();
    useWishlist.setState({ items: [item('a'), item('mine')] });
    otherTabWrites('bb_visitor_wishlist', { visitorWishlist: [item('theirs')] });
    await vi.waitFor(() => expect(handles()).toEqual(['mine', 'theirs']));
  });

  it('keeps both when this tab saves an item while another tab’s change is still being applied', async () => {
    useWishlist.getState().init();
    // The other tab writes and its message arrives; this tab's heart is pressed before it is applied.
    otherTabWrites('bb_visitor_wishlist', { visitorWishlist: [item('theirs')] });
    await useWishlist.getState().add(item('mine'));
    await vi.waitFor(() => expect(handles().sort()).toEqual(['mine', 'theirs']));
    // The shared copy keeps both, so the other tab does not hear its item removed.
    const stored = JSON.parse(localStorage.getItem('bb_visitor_wishlist') ?? '{}').visitorWishlist.map((i: { handle: string }) => i.handle);
    expect(stored.sort()).toEqual(['mine', 'theirs']);
  });

  it('keeps another tab’s item heard before this tab’s copy of storage caught up with it', async () => {
    localStorage.setItem('bb_visitor_wishlist', JSON.stringify({ visitorWishlist: [item('a')] }));
    useWishlist.getState().init();
    otherTabWrites('bb_visitor_wishlist', { visitorWishlist: [item('a'), item('theirs')] }, { stored: false });
    await vi.waitFor(() => expect(handles()).toEqual(['a', 'theirs']));
    await useWishlist.getState().add(item('mine'));
    expect(handles()).toEqual(['a', 'theirs', 'mine']);
    expect(JSON.parse(localStorage.getItem('bb_visitor_wishlist') ?? '{}').visitorWishlist.map((i: { handle: string }) => i.handle)).toEqual([
      'a',
      'theirs',
      'mine',
    ]);
  });

  it('keeps another tab’s item written while this tab read the server, instead of writing the merge over it', async () => {
    const fake = wishlistServer([]);
    const stored = () => JSON.parse(localStorage.getItem('bb_visitor_wishlist') ?? '{}').visitorWishlist.map((i: { handle: string }) => i.handle);
    useWishlist.getState().init();
    await useWishlist.getState().add(item('mine'));
    server.use(
      http.get(wishlistUrl, () => {
        // The other tab saves to the shared copy while the read is on its way; its event comes later.
        localStorage.setItem('bb_visitor_wishlist', JSON.stringify({ visitorWishlist: [item('mine'), item('theirs')] }));
        return HttpResponse.json([{ products: '[]' }], { headers: { ETag: '"0"' } });
      }),
      fake.handlers[1]!,
    );
    await useWishlist.getState().signedIn(session);
    expect(stored()).toEqual(['mine', 'theirs']);
    expect(handles()).toEqual(['mine', 'theirs']);
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['mine', 'theirs']);
  });

  it('keeps another tab’s item written a moment ago, before its message arrived', async () => {
    useWishlist.getState().init();
    // The other tab wrote; its event has not reached this tab yet.
    localStorage.setItem('bb_visitor_wishlist', JSON.stringify({ visitorWishlist: [item('theirs')] }));
    await useWishlist.getState().add(item('mine'));
    expect(handles()).toEqual(['theirs', 'mine']);
    expect(JSON.parse(localStorage.getItem('bb_visitor_wishlist') ?? '{}').visitorWishlist.map((i: { handle: string }) => i.handle)).toEqual([
      'theirs',
      'mine',
    ]);
  });
});


describe('a reload while signed in merges against the list last read from the server', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  /** The page loads again: memory is gone, storage stays, the customer store hands the session back in. */
  async function reload() {
    useWishlist = createWishlistStore(createSharedState());
    useWishlist.getState().init();
    await useWishlist.getState().signedIn(session);
  }

  it('an item removed on another device stays removed; one added here meanwhile is kept', async () => {
    const fake = wishlistServer([item('a'), item('b')]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    expect(handles()).toEqual(['a', 'b']);
    // Device B removes "a"; this device adds "c" while the service is unreachable.
    fake.writeElsewhere([item('b')]);
    server.use(http.post(wishlistUrl, () => HttpResponse.error()));
    await useWishlist.getState().add(item('c'));
    server.resetHandlers(...fake.handlers);
    await reload();
    expect(handles()).toEqual(['b', 'c']);
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['b', 'c']);
  });

  it('a removal made here before the reload is not undone by the server’s copy', async () => {
    const fake = wishlistServer([item('a'), item('b')]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    server.use(http.post(wishlistUrl, () => HttpResponse.error()));
    await useWishlist.getState().remove('a');
    server.resetHandlers(...fake.handlers);
    await reload();
    expect(handles()).toEqual(['b']);
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['b']);
  });

  it.each([
    ['corrupted', '{"customerId": "gid://shopify/Customer/42", "items": [oops'],
    ['another customer’s', JSON.stringify({ customerId: 'gid://shopify/Customer/7', items: [item('a'), item('b'), item('x')] })],
  ])('the base being %s falls back to keeping every item of both lists', async (_name, stored) => {
    const fake = wishlistServer([item('a'), item('b')]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    fake.writeElsewhere([item('b')]);
    server.use(http.post(wishlistUrl, () => HttpResponse.error()));
    await useWishlist.getState().add(item('c'));
    server.resetHandlers(...fake.handlers);
    localStorage.setItem('bb_wishlist_base', stored);
    await reload();
    // Without a trusted base the removal elsewhere cannot be told apart from an addition here.
    expect(handles()).toEqual(['b', 'a', 'c']);
  });

  it('an unreadable local copy does not count as removing every saved item', async () => {
    const fake = wishlistServer([item('a'), item('b')]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    localStorage.setItem('bb_visitor_wishlist', '{"visitorWishlist": oops');
    await reload();
    expect(handles()).toEqual(['a', 'b']);
    expect(fake.state.stored.map((i) => i.handle)).toEqual(['a', 'b']);
  });

  it('sign-out forgets the base: the next sign-in here keeps the server’s list and adds the visitor’s', async () => {
    const fake = wishlistServer([item('a')]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    useWishlist.getState().signedOut();
    expect(localStorage.getItem('bb_wishlist_base')).toBeNull();
    await useWishlist.getState().add(item('visitor'));
    await useWishlist.getState().signedIn(session);
    expect(handles()).toEqual(['a', 'visitor']);
  });
});

describe('the item schema shared with the service', () => {
  it('checks the stored list with it before sending: an item the service would refuse does not block the rest', async () => {
    const tooLong = { ...item('x'), handle: 'x'.repeat(300) };
    localStorage.setItem('bb_visitor_wishlist', JSON.stringify({ visitorWishlist: [item('a'), tooLong] }));
    useWishlist.getState().init();
    // The start-up check is structural only.
    expect(handles()).toHaveLength(2);
    const fake = wishlistServer([]);
    server.use(...fake.handlers);
    await useWishlist.getState().signedIn(session);
    expect(fake.state.posts.map((list) => list.map((i) => i.handle))).toEqual([['a']]);
    expect(handles()).toEqual(['a']);
    expect(useWishlist.getState().unsynced).toBe(false);
  });
});
