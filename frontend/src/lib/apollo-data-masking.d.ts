import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Apollo Client's data masking reads the fragment references graphql-codegen writes into the
// generated types (see codegen.ts): a parent sees only its own fields, a component unmasks its
// fragment with `useFragment`.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: only the `extends` matters
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
