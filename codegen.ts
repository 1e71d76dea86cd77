/**
 * `npm run codegen`: operation types from the documents in src/storefront/documents, checked against
 * the official Storefront API 2025-07 schema shipped in @shopify/hydrogen-react (no network needed).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { ApiType, pluckConfig, preset } from '@shopify/api-codegen-preset';

// The preset is typed against its own copy of @graphql-codegen/plugin-helpers; the shapes agree at
// run time, the declarations merely come from two versions.
type Preset = NonNullable<Extract<CodegenConfig['generates'][string], { preset?: unknown }>['preset']>;

const config: CodegenConfig = {
  overwrite: true,
  schema: './node_modules/@shopify/hydrogen-react/storefront.schema.json',
  documents: ['./src/storefront/documents/*.ts'],
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    './src/storefront/generated/storefront.types.d.ts': {
      plugins: ['typescript'],
      config: { useTypeImports: true },
    },
    './src/storefront/generated/storefront.generated.d.ts': {
      preset: preset as unknown as Preset,
      presetConfig: { apiType: ApiType.Storefront },
    },
  },
};

export default config;
