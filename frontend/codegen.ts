import type { CodegenConfig } from '@graphql-codegen/cli';

// Documents live next to the components that use them (`graphql(\`…\`)` calls);
// the generated `src/gql/` is committed and checked for drift by `npm run codegen:check`.
//
// Masking is Apollo Client's (`dataMasking: true` on the client, `useFragment` in components),
// set up the way Apollo documents for the client preset: the preset's own type-only fragment
// masking is off, fragment spreads become masked references in the generated types, and
// `@unmask` spreads are typed as inline data. `src/lib/apollo-data-masking.d.ts` tells Apollo's
// hooks to read those references.
const config: CodegenConfig = {
  schema: '../schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // DateTime is RFC 3339 text (schema.graphql).
        scalars: { ID: 'string', DateTime: 'string' },
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
      },
    },
  },
};

export default config;
