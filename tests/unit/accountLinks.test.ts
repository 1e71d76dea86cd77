import fc from 'fast-check';
import { isLanguagePrefix, parseAccountLink } from '../../src/lib/accountLinks';

describe('account links', () => {
  it('reads activation and reset links', () => {
    expect(parseAccountLink('activate/7400000001/a1B2-c_3')).toEqual({ kind: 'activate', cxid: '7400000001', token: 'a1B2-c_3' });
    expect(parseAccountLink('/reset/42/tok/')).toEqual({ kind: 'reset', cxid: '42', token: 'tok' });
  });

  it('rejects anything else', () => {
    for (const splat of ['', 'activate', 'activate/42', 'login/42/tok', 'activate/abc/tok', 'reset/42/to ken', 'activate/42/tok/extra', null]) {
      expect(parseAccountLink(splat)).toBeNull();
    }
  });

  it('round-trips any numeric id and url-safe token', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('activate', 'reset'),
        fc.stringMatching(/^\d{1,15}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        (kind, cxid, token) => {
          expect(parseAccountLink(`${kind}/${cxid}/${token}`)).toEqual({ kind, cxid, token });
        },
      ),
    );
  });

  it('accepts language prefixes such as en, fr or en-gb only', () => {
    expect(['en', 'fr', 'en-gb', 'pt-BR'].every(isLanguagePrefix)).toBe(true);
    expect(['collections', 'user-account', 'e', '', 'en_gb'].some(isLanguagePrefix)).toBe(false);
  });
});
