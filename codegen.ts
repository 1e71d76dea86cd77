/**
 * `npm run codegen`: operation types from the documents in src/storefront/documents (Storefront API
 * 2025-07) and src/accounts/documents (Customer Account API), checked against the official schemas
 * shipped in @shopify/hydrogen-react (no network needed).
 */
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

const config: CodegenConfig = {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    './src/storefront/generated/storefront.types.d.ts': {
      schema: './node_modules/@shopify/hydrogen-react/storefront.schema.json',
      documents: ['./src/storefront/documents/*.ts'],
      plugins: ['typescript'],
      config: { useTypeImports: true, scalars: STOREFRONT_SCALARS },
    },
    './src/storefront/generated/storefront.generated.d.ts': {
      schema: './node_modules/@shopify/hydrogen-react/storefront.schema.json',
      documents: ['./src/storefront/documents/*.ts'],
      preset: preset as unknown as Preset,
      presetConfig: { apiType: ApiType.Storefront },
    },
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
      presetConfig: { apiType: ApiType.Customer },
    },
  },
};

export default config;
