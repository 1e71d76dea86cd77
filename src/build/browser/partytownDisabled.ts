/**
 * Stands in for `@builder.io/partytown/integration` in browser bundles (gatsby-node.ts aliases it).
 * Gatsby's built-in Partytown support ships that module in every page's first load (~0.8 KB gzip),
 * and uses it only for `<Script strategy="off-main-thread">`, which this shop does not use (a repo test
 * keeps it so). Were one added, the page says why instead of failing silently.
 */
export function partytownSnippet(): string {
  throw new Error('Off-main-thread scripts are not enabled in this shop: remove the Partytown alias in gatsby-node.ts to use them.');
}
