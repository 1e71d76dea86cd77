import { etagOf, parseIfMatch } from '../../server/etag';

// RFC 9110 §13.1.1 (If-Match, strong comparison) and §8.8.3 (entity-tag syntax).
describe('parseIfMatch', () => {
  it('reads one strong tag as the version to match', () => {
    expect(parseIfMatch('"3"')).toEqual({ kind: 'version', version: '3' });
    expect(parseIfMatch(' "0" ')).toEqual({ kind: 'version', version: '0' });
    expect(parseIfMatch(etagOf('42'))).toEqual({ kind: 'version', version: '42' });
  });

  it('makes no condition of a missing header or *', () => {
    expect(parseIfMatch(undefined)).toEqual({ kind: 'none' });
    expect(parseIfMatch('*')).toEqual({ kind: 'none' });
  });

  it('never matches weak or foreign tags', () => {
    expect(parseIfMatch('W/"3"')).toEqual({ kind: 'never' });
    expect(parseIfMatch('"abc"')).toEqual({ kind: 'never' });
    expect(parseIfMatch('"007"')).toEqual({ kind: 'never' });
    // One usable version among foreign tags is that version.
    expect(parseIfMatch('W/"2", "2"')).toEqual({ kind: 'version', version: '2' });
  });

  it('refuses what is not an entity tag, and two versions at once', () => {
    for (const header of ['3', '"3', '', ' , ', '"1", "2"']) expect(parseIfMatch(header).kind, header).toBe('invalid');
  });
});
