/**
 * The browser runtime of a build: Preact's React-compatible layer unless BB_BROWSER_RUNTIME=react.
 * https://preactjs.com/guide/v10/getting-started#aliasing-react-to-preact
 */
import { browserRuntime, otherRuntime, runtimeAliases, runtimeCache } from '../../src/build/browserRuntime';

describe('the browser runtime', () => {
  it('is Preact unless BB_BROWSER_RUNTIME names React', () => {
    expect(browserRuntime(undefined)).toBe('preact');
    expect(browserRuntime('')).toBe('preact');
    expect(browserRuntime('preact')).toBe('preact');
    expect(browserRuntime(' React ')).toBe('react');
    expect(otherRuntime('preact')).toBe('react');
  });

  it('refuses a name it does not know, saying which it knows', () => {
    expect(() => browserRuntime('vue')).toThrow('BB_BROWSER_RUNTIME=vue is not a browser runtime; use one of: preact, react');
  });

  it('points react and react-dom (and their subpaths) at preact/compat only for Preact', () => {
    expect(runtimeAliases('preact')).toEqual({ react: 'preact/compat', 'react-dom': 'preact/compat' });
    expect(runtimeAliases('react')).toEqual({});
  });

  it("keys webpack's persistent cache on the runtime, so switching rebuilds the bundles with the other one", () => {
    const gatsbyCache = { type: 'filesystem', name: 'build-javascript', cacheLocation: '.cache/webpack/stage-build-javascript' };
    const preact = runtimeCache(gatsbyCache, 'preact');
    const react = runtimeCache(gatsbyCache, 'react');
    expect(preact).toMatchObject(gatsbyCache);
    expect(preact.version).not.toBe(react.version);
    expect(runtimeCache({ ...gatsbyCache, version: 'v2' }, 'react').version).toBe('v2|browser-runtime:react');
    expect(runtimeCache(false, 'preact')).toBe(false);
  });
});
