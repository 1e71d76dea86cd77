import fc from 'fast-check';
import type { AccountLink } from '../../src/lib/accountLinks';
import { isRemembered, linkKey, rememberLink, DEAD_LINKS_KEPT } from '../../src/lib/deadLinkList';
import { isKnownDeadLink, rememberDeadLink, DEAD_LINKS_STORAGE_KEY } from '../../src/accounts/deadLinkMemory';

const link = (token: string, kind: AccountLink['kind'] = 'reset'): AccountLink => ({ kind, cxid: '7400000001', token });

describe('dead account links remembered on this device', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest first, each once, and keeps a bounded number', () => {
    let list: string[] = [];
    for (let i = 0; i < DEAD_LINKS_KEPT + 5; i++) list = rememberLink(list, link(`t${i}`));
    expect(list).toHaveLength(DEAD_LINKS_KEPT);
    expect(list[0]).toBe(linkKey(link(`t${DEAD_LINKS_KEPT + 4}`)));
    expect(isRemembered(list, link('t0'))).toBe(false);
    expect(rememberLink(rememberLink([], link('a')), link('a'))).toEqual([linkKey(link('a'))]);
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (list2, token) => {
        const next = rememberLink(list2, link(token));
        expect(next.length).toBeLessThanOrEqual(DEAD_LINKS_KEPT);
        expect(isRemembered(next, link(token))).toBe(true);
      }),
    );
  });

  it('tells a reset link from an activation link with the same token', () => {
    expect(isRemembered(rememberLink([], link('same', 'reset')), link('same', 'activate'))).toBe(false);
  });

  it('keeps the list in storage, and reads corrupted storage as nothing remembered', () => {
    rememberDeadLink(link('used'));
    expect(isKnownDeadLink(link('used'))).toBe(true);
    expect(isKnownDeadLink(link('fresh'))).toBe(false);
    localStorage.setItem(DEAD_LINKS_STORAGE_KEY, '{not json');
    expect(isKnownDeadLink(link('used'))).toBe(false);
    rememberDeadLink(link('again'));
    expect(isKnownDeadLink(link('again'))).toBe(true);
  });
});
