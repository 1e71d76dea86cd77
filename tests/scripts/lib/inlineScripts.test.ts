/** CSP hashes of inline scripts: exactly the scripts a browser runs, hashed as CSP Level 3 defines. */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { inlineScriptHashes } from '../../../scripts/lib/inlineScripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// https://www.w3.org/TR/CSP3/#match-element-to-source-list (hash of the element's text, UTF-8)
describe('inlineScriptHashes', () => {
  it('hashes classic and module scripts and skips external scripts and data blocks', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><SCRIPT type="text/javascript">c()</SCRIPT>' +
      '<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="application/json" id="x">[1]</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('c()')]);
  });

  it('hashes the exact text, whitespace and non-ASCII included, once per distinct script', () => {
    const body = '\n  window.x = "café";\n';
    expect(inlineScriptHashes(`<script>${body}</script><p></p><script>${body}</script>`)).toEqual([sha256(body)]);
  });

  it('finds every script among arbitrary markup', () => {
    fc.assert(
      fc.property(fc.array(fc.string().filter((s) => !/<\/script/i.test(s)), { maxLength: 5 }), (bodies) => {
        const html = bodies.map((b, i) => `<div>${i}</div><script>${b}</script>`).join('');
        expect(inlineScriptHashes(html)).toEqual([...new Set(bodies)].map(sha256));
      }),
    );
  });
});
