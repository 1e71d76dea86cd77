import fc from 'fast-check';
import { messageFor, SESSION_END_REASONS, sessionEndMessage, type SessionEndReason } from '../../src/lib/sessionEnd';

const reasons = fc.constantFrom(...SESSION_END_REASONS);
const systems = fc.constantFrom('legacy' as const, 'new' as const);

describe('sessionEndMessage', () => {
  it('says nothing in the tab where the shopper signed out, and says so in the others', () => {
    expect(sessionEndMessage('signed-out', 'legacy')).toBeNull();
    expect(sessionEndMessage('signed-out', 'new')).toBeNull();
    expect(sessionEndMessage('signed-out', 'legacy', 'other-tab')).toBe('You signed out in another tab, so you are signed out here too.');
  });

  it('explains a refused classic token by a password set elsewhere (activation or reset on another device)', () => {
    expect(sessionEndMessage('refused', 'legacy')).toMatch(/password was set or changed on another device/);
    expect(sessionEndMessage('refused', 'legacy')).toMatch(/activating your account or resetting your password/);
  });

  it('explains a refused Customer Account session by the shop having ended it', () => {
    expect(sessionEndMessage('refused', 'new')).toMatch(/ended at the shop/);
    expect(sessionEndMessage('refused', 'new')).not.toMatch(/password/);
  });

  it('names expiry, an unreachable renewal and a replayed sign-in link each in their own words', () => {
    const told = (['expired', 'unrenewable', 'code-replayed'] as SessionEndReason[]).map((reason) => sessionEndMessage(reason, 'new'));
    expect(told[0]).toMatch(/expired/);
    expect(told[1]).toMatch(/could not be reached/);
    expect(told[2]).toMatch(/old sign-in link/);
    expect(new Set(told).size).toBe(3);
  });

  it('gives every ended session but the shopper’s own sign-out a message that asks to sign in again', () => {
    fc.assert(
      fc.property(reasons, systems, fc.constantFrom('this-tab' as const, 'other-tab' as const), (reason, system, place) => {
        const message = sessionEndMessage(reason, system, place);
        if (reason === 'signed-out') return place === 'this-tab' ? message === null : /another tab/.test(message ?? '');
        return typeof message === 'string' && /sign in again/i.test(message);
      }),
    );
  });
});

describe('messageFor', () => {
  it('reads the store’s ended session, with the other tab’s words when it ended there', () => {
    expect(messageFor(null, 'legacy')).toBeNull();
    expect(messageFor({ reason: 'signed-out', otherTab: true }, 'new')).toMatch(/another tab/);
    expect(messageFor({ reason: 'refused', otherTab: true }, 'legacy')).toBe(sessionEndMessage('refused', 'legacy'));
  });

  it('reads a reason it does not know (another tab’s unreadable record) as a sign-out there', () => {
    fc.assert(
      fc.property(
        fc.string().filter((reason) => !(SESSION_END_REASONS as readonly string[]).includes(reason)),
        systems,
        (reason, system) => messageFor({ reason, otherTab: true }, system) === sessionEndMessage('signed-out', system, 'other-tab'),
      ),
    );
  });
});
