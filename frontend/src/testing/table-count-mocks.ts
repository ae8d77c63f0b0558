import { AdminTableCountDocument, type AdminTableName } from '@/gql/graphql';
import type { GraphQLMock } from './render-route';

type CountQuery = {
  search?: string | null;
  ascending?: boolean;
  filters?: { column: string; values: string[] }[];
};

/** `adminTableCount`'s answer for one table and search (asked without `first` and `after`). */
export function tableCountMock(
  table: AdminTableName,
  query: CountQuery,
  count: number,
  { exact = true, uses = 1 }: { exact?: boolean; uses?: number } = {},
): GraphQLMock {
  return {
    request: {
      query: AdminTableCountDocument,
      variables: { table, query: { search: null, sort: 'createdAt', ascending: false, filters: [], ...query } },
    },
    result: { data: { adminTableCount: { __typename: 'TableCount', count, exact } } },
    maxUsageCount: uses,
  };
}

/**
 * Every other count fails, as it may on a server: the pager then says 'Page 1' without a total.
 * Goes last, after the counts a test answers.
 */
export const NO_TABLE_COUNT: GraphQLMock = {
  request: { query: AdminTableCountDocument, variables: () => true },
  error: new Error('No count in this test.'),
  maxUsageCount: Number.POSITIVE_INFINITY,
};
