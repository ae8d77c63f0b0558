import { graphql } from '@/gql';

/**
 * How many rows of an admin table match its search and filters (issue 22): the pager's
 * 'Page 2 of 7'. Asked without `first` and `after`, so one cached answer serves every page.
 */
export const AdminTableCountQuery = graphql(`
  query AdminTableCount($table: AdminTableName!, $query: TableInput!) {
    adminTableCount(table: $table, query: $query) {
      count
      exact
    }
  }
`);
