import type { CodegenConfig } from '@graphql-codegen/cli';

// Documents live next to the components that use them (`graphql(\`…\`)` calls);
// the generated `src/gql/` is committed and checked for drift by `npm run codegen:check`.
const config: CodegenConfig = {
  schema: '../schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
