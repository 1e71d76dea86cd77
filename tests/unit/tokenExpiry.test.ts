import fc from 'fast-check';
import { TOKEN_RENEW_WITHIN_MS } from '../../src/config/accounts';
import { tokenState } from '../../src/lib/tokenExpiry';

const NOW = Date.parse('2026-04-01T12:00:00Z');
const token = (msFromNow: number) => ({ accessToken: 't', expiresAt: new Date(NOW + msFromNow).toISOString() });

describe('tokenState', () => {
  it('is valid with more than a day left, due for renewal within a day, expired at or after its time', () => {
    expect(tokenState(token(TOKEN_RENEW_WITHIN_MS + 60_000), NOW)).toBe('valid');
    expect(tokenState(token(TOKEN_RENEW_WITHIN_MS), NOW)).toBe('renew');
    expect(tokenState(token(1000), NOW)).toBe('renew');
    expect(tokenState(token(0), NOW)).toBe('expired');
    expect(tokenState(token(-1000), NOW)).toBe('expired');
  });

  it('treats an unreadable expiry as expired', () => {
    expect(tokenState({ accessToken: 't', expiresAt: 'tomorrow-ish' }, NOW)).toBe('expired');
  });

  it('only moves towards expiry as time passes', () => {
    const order = { valid: 0, renew: 1, expired: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), (left, passed) => {
        expect(order[tokenState(token(left), NOW + passed)]).toBeGreaterThanOrEqual(order[tokenState(token(left), NOW)]);
      }),
    );
  });
});
