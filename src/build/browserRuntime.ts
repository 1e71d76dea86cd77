/**
 * Which library runs the site's React code in the browser. Preact's React-compatible layer by default
 * (about a quarter of React's first-load bytes); `BB_BROWSER_RUNTIME=react` ships React 18 itself.
 * Read by the build (gatsby-node.ts), the build stamp and the budget scripts.
 */
export const BROWSER_RUNTIMES = ['preact', 'react'] as const;
export type BrowserRuntime = (typeof BROWSER_RUNTIMES)[number];

export const DEFAULT_BROWSER_RUNTIME: BrowserRuntime = 'preact';

/** The runtime a `BB_BROWSER_RUNTIME` value names; unset or empty is the default, anything else is refused. */
export function browserRuntime(value: string | undefined): BrowserRuntime {
  const name = value?.trim().toLowerCase() ?? '';
  if (name === '') return DEFAULT_BROWSER_RUNTIME;
  const known = BROWSER_RUNTIMES.find((runtime) => runtime === name);
  if (!known) throw new Error(`BB_BROWSER_RUNTIME=${value} is not a browser runtime; use one of: ${BROWSER_RUNTIMES.join(', ')}`);
  return known;
}

/** Module aliases of the browser bundles: Gatsby points `react` and `react-dom` at React's packages. */
export function runtimeAliases(runtime: BrowserRuntime): Record<string, string> {
  // Gatsby's keys are replaced, so their subpaths follow
  // (react/jsx-runtime → preact/compat/jsx-runtime, react-dom/client → preact/compat/client).
  return runtime === 'preact' ? { react: 'preact/compat', 'react-dom': 'preact/compat' } : {};
}

/**
 * webpack's persistent cache of the browser bundles does not see module aliases: without a version of
 * its own, a build after switching runtimes reused the other runtime's modules (same content hashes).
 * https://webpack.js.org/configuration/cache/#cacheversion
 */
export function runtimeCache<T extends object>(cache: T, runtime: BrowserRuntime): T & { version: string };
export function runtimeCache<T>(cache: T, runtime: BrowserRuntime): T;
export function runtimeCache(cache: unknown, runtime: BrowserRuntime): unknown {
  if (typeof cache !== 'object' || cache === null) return cache;
  const version = (cache as { version?: string }).version;
  return { ...cache, version: [version, `browser-runtime:${runtime}`].filter(Boolean).join('|') };
}



/** Each runtime's own modules (its DOM renderer), as a bundle's source map names them. */
export const RUNTIME_MODULES: Record<BrowserRuntime, RegExp> = {
  preact: /node_modules\/preact\//,
  react: /node_modules\/react-dom\//,
};

/** The runtime a build for `runtime` must not carry. */
export const otherRuntime = (runtime: BrowserRuntime): BrowserRuntime => (runtime === 'preact' ? 'react' : 'preact');
