import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

/** How many rows each list of the member page shows. */
export const MEMBER_LIST_SIZE = 20;

/** The member page: her account, her record and the first page of each of her lists. */
export const AdminMemberQuery = graphql(`
  query AdminMember($id: ID!, $first: Int) {
    adminMember(id: $id) {
      id
      username
      profileColour
      createdAt
      lastLoginAt
      contact
      isAdmin
      suspendedUntil
      isShadowBanned
      isBanned
      record {
        posts
        comments
        reportsAgainst
        upheldReportsAgainst
        reportsMade
        reportsUpheld
        reportsRejected
        reporterStanding
      }
      posts(first: $first) {
        items {
          id
          ...MemberPostRow_post
        }
        hasNextPage
      }
      comments(first: $first) {
        items {
          id
          ...MemberCommentRow_comment
        }
        hasNextPage
      }
      reportsAgainst(first: $first) {
        items {
          id
          ...MemberReportRow_report
        }
        hasNextPage
      }
      reportsBy(first: $first) {
        items {
          id
          ...MemberReportRow_report
        }
        hasNextPage
      }
      auditTrail(first: $first) {
        items {
          id
          ...MemberAuditRow_entry
        }
        hasNextPage
      }
    }
  }
`);

export const ActOnMemberMutation = graphql(`
  mutation ActOnMember($id: ID!, $action: MemberActionKind!, $reason: String!, $days: Int) {
    actOnMember(id: $id, action: $action, reason: $reason, days: $days) {
      id
      isAdmin
      suspendedUntil
      isShadowBanned
      isBanned
    }
  }
`);

export const preloadAdminMember = (id: string) =>
  preloadQuery(AdminMemberQuery, { variables: { id, first: MEMBER_LIST_SIZE } });
