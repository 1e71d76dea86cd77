/**
 * `npm run codegen`: operation types from the documents in src/storefront/documents (Storefront API
 * 2025-07) and src/accounts/documents (Customer Account API), checked against the official schemas
 * shipped in @shopify/hydrogen-react (no network needed). Those documents are valid on 2026-04 as well
 * (tests/storefront/documents.test.ts), so their types stay those of the spec's 2025-07. Documents in
 * src/storefront/documents/since-2026-04 exist only from 2026-04: they are typed from
 * @shopify/hydrogen-react-2026-04's schema, into a folder of their own. The shop service's Admin API
 * documents (server/documents) are typed against the subset of the Admin schema it asks.
 */
import { readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { ApiType, pluckConfig, preset } from '@shopify/api-codegen-preset';

// The preset is typed against its own copy of @graphql-codegen/plugin-helpers; the shapes agree at
// run time, the declarations merely come from two versions.
type Preset = NonNullable<Extract<CodegenConfig['generates'][string], { preset?: unknown }>['preset']>;

/**
 * Custom scalars as they arrive in JSON: strings (Decimal "12.0", ISO dates, URLs, HTML, "#rrggbb"), so
 * the mapping code reads typed values instead of `any`. JSON (metafield values) stays unknown.
 * https://shopify.dev/docs/api/storefront/latest/scalars/Decimal
 */
const STOREFRONT_SCALARS = {
  Color: 'string',
  DateTime: 'string',
  Decimal: 'string',
  HTML: 'string',
  ISO8601DateTime: 'string',
  JSON: 'unknown',
  URL: 'string',
  // A 64-bit integer does not fit a JavaScript number: the API sends it as a string.
  UnsignedInt64: 'string',
};

const SCHEMA_2025_07 = './node_modules/@shopify/hydrogen-react/storefront.schema.json';
const SCHEMA_2026_04 = './node_modules/@shopify/hydrogen-react-2026-04/storefront.schema.json';
/** The Admin API's part the shop service asks (no package ships Shopify's Admin schema). */
const ADMIN_SUBSET = './server/adminApi.schema.graphql';

/**
 * The 2026-04-only documents with the shared fragments they spread. Only when the folder holds a
 * document besides its index: codegen refuses a run that finds no operation.
 */
const SINCE_2026_04 = './src/storefront/documents/since-2026-04';
const since202604 = readdirSync(SINCE_2026_04).some((file) => file.endsWith('.ts') && file !== 'index.ts')
  ? [`${SINCE_2026_04}/*.ts`, './src/storefront/documents/fragments.ts']
  : null;

const config: CodegenConfig = {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    './src/storefront/generated/storefront.types.d.ts': {
      schema: SCHEMA_2025_07,
      documents: ['./src/storefront/documents/*.ts'],
      plugins: ['typescript'],
      config: { useTypeImports: true, scalars: STOREFRONT_SCALARS },
    },
    './src/storefront/generated/storefront.generated.d.ts': {
      schema: SCHEMA_2025_07,
      documents: ['./src/storefront/documents/*.ts'],
      preset: preset as unknown as Preset,
      presetConfig: { apiType: ApiType.Storefront },
    },
    ...(since202604 && {
      './src/storefront/generated/since-2026-04/storefront.types.d.ts': {
        schema: SCHEMA_2026_04,
        documents: since202604,
        plugins: ['typescript'],
        config: { useTypeImports: true, scalars: STOREFRONT_SCALARS },
      },
      './src/storefront/generated/since-2026-04/storefront.generated.d.ts': {
        schema: SCHEMA_2026_04,
        documents: since202604,
        preset: preset as unknown as Preset,
        presetConfig: { apiType: ApiType.Storefront },
      },
    }),
    // New customer accounts: the Customer Account API documents against its official schema.
    './src/accounts/generated/customer.types.d.ts': {
      schema: './node_modules/@shopify/hydrogen-react/customer-account.schema.json',
      documents: ['./src/accounts/documents/*.ts'],
      plugins: ['typescript'],
      // String unions, not enums: a .d.ts cannot give enum values, and the answers are plain JSON strings.
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    './src/accounts/generated/customer-account.generated.d.ts': {
      schema: './node_modules/@shopify/hydrogen-react/customer-account.schema.json',
      documents: ['./src/accounts/documents/*.ts'],
      preset: preset as unknown as Preset,
      // The map augments the site's own interfaces (no Customer Account client package is installed),
      // relative to the generated file: src/accounts/operationTypes.ts.
      presetConfig: { apiType: ApiType.Customer, module: '../operationTypes' },
    },
    // The shop service's Admin API documents (the returns forms' order check).
    './server/generated/admin.types.d.ts': {
      schema: ADMIN_SUBSET,
      documents: ['./server/documents/*.ts'],
      plugins: ['typescript'],
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    './server/generated/admin.generated.d.ts': {
      schema: ADMIN_SUBSET,
      documents: ['./server/documents/*.ts'],
      preset: preset as unknown as Preset,
      presetConfig: { apiType: ApiType.Admin, module: '../adminOperationTypes' },
    },
  },
};

export default config;
