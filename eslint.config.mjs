import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A relative import that climbs into the repository's top-level `dir` (files sit one level or more below it). */
const intoTopLevel = (dir) => `^(\\.\\./)+${dir}(/|$)`;

const noServer = {
  regex: intoTopLevel('server'),
  message: 'Browser code does not import the shop service; shared definitions live in src/config or src/lib.',
};

/**
 * What each folder of src/ may import besides itself (docs/ARCHITECTURE.md shows this table). An entry
 * is a folder or a file (with its extension) under src/; `never` takes parts of an allowed folder back.
 * Every folder of src/ must have a row: a new folder fails lint until its layer is decided.
 */
export const SRC_LAYERS = {
  pages: { may: ['components', 'features', 'stores', 'game', 'build', 'lib', 'config', 'styles', 'types'] },
  templates: { may: ['components', 'features', 'stores', 'build', 'lib', 'config', 'styles', 'types'] },
  game: { may: ['components', 'features', 'stores', 'storefront/operations', 'browser', 'lib', 'config', 'styles', 'types'] },
  components: {
    may: ['features', 'stores', 'accounts', 'build/pages.ts', 'storefront/types.ts', 'browser/lazy.ts', 'browser/hydrationTurns.ts', 'lib', 'config', 'styles', 'types'],
    never: ['accounts/legacy', 'accounts/new', 'accounts/documents', 'accounts/generated'],
  },
  features: { may: ['stores', 'accounts', 'service', 'storefront', 'browser', 'lib', 'config', 'types'] },
  stores: { may: ['features', 'accounts', 'service', 'storefront', 'browser', 'lib', 'config', 'types'] },
  accounts: { may: ['storefront', 'browser', 'lib', 'config', 'types'] },
  service: { may: ['storefront/types.ts', 'browser', 'lib', 'config'] },
  build: { may: ['components', 'storefront', 'lib', 'config', 'styles', 'types'] },
  storefront: { may: ['lib', 'config'] },
  browser: { may: ['lib', 'config'] },
  lib: { may: ['config', 'storefront/generated'] },
  config: { may: ['lib'] },
  styles: { may: [] },
  types: { may: [] },
};

const unplaced = readdirSync(`${import.meta.dirname}/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !(entry.name in SRC_LAYERS))
  .map((entry) => entry.name);
if (unplaced.length) throw new Error(`eslint.config.mjs: give src/${unplaced.join(', src/')} a row in SRC_LAYERS`);

/** One zone per folder a layer may not import from, keeping the files and sub-folders it may. */
const layerZones = Object.entries(SRC_LAYERS).flatMap(([layer, { may, never = [] }]) => {
  const message = `src/${layer} may import only ${may.length ? may.map((m) => `src/${m}`).join(', ') : 'nothing else in src/'} (docs/ARCHITECTURE.md, Layers).`;
  const zones = Object.keys(SRC_LAYERS)
    .filter((other) => other !== layer && !may.includes(other))
    .map((other) => ({
      target: `./src/${layer}`,
      from: `./src/${other}`,
      except: may.filter((m) => m.startsWith(`${other}/`)).map((m) => `./${m.slice(other.length + 1)}`),
      message,
    }));
  return [...zones, ...never.map((part) => ({ target: `./src/${layer}`, from: `./src/${part}`, message }))];
});

export default tseslint.config(
  { ignores: ['public/', '.cache/', '.data/', 'node_modules/', 'src/storefront/generated/', 'src/accounts/generated/', 'server/generated/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['scripts/**', 'storefront-local/**', 'server/**', 'gatsby-*.ts', '*.config.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layers. Import cycles: a module and everything it imports must load without coming back to it.
  // The rule skips type-only imports; `npm run lint` also runs madge, which counts them.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'storefront-local/**/*.ts', 'plugins/**/*.{ts,tsx}', 'scripts/**/*.ts', 'gatsby-*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The layer table over every folder of src/ (type-only imports count too).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  // Browser code (and the site's build, which shares its modules) does not reach into the shop service.
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  // Components, pages and templates read and change data through the stores, never by requesting it.
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'src/templates/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: '(^|/)storefront/(operations|client)(/|$)',
              message: 'Components do not call the Storefront API: go through a store in src/stores.',
            },
          ],
        },
      ],
    },
  },
  // The local storefront imitates Shopify on its own: it shares no code with the site it serves.
  {
    files: ['storefront-local/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: intoTopLevel('src'), message: 'storefront-local does not import the site (src/).' }] },
      ],
    },
  },
  // Data both the site and the local storefront read (address formats): it imports neither.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: intoTopLevel('src'), message: 'shared/ is read by the site and the local storefront: it imports neither.' },
            { regex: intoTopLevel('storefront-local'), message: 'shared/ is read by the site and the local storefront: it imports neither.' },
            noServer,
          ],
        },
      ],
    },
  },
);
