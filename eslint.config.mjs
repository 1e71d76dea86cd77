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
