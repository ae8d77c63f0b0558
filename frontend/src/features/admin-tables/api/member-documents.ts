import { graphql } from '@/gql';

/** How many rows each list of the member page shows. */
export const MEMBER_LIST_SIZE = 20;

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
          title
          text
          isShadowBanned
          createdAt
        }
        hasNextPage
      }
      comments(first: $first) {
        items {
          id
          postId
          text
          isShadowBanned
          createdAt
        }
        hasNextPage
      }
      reportsAgainst(first: $first) {
        items {
          id
          contentType
          reason
          status
          createdAt
        }
        hasNextPage
      }
      reportsBy(first: $first) {
        items {
          id
          contentType
          reason
          status
          createdAt
        }
        hasNextPage
      }
      auditTrail(first: $first) {
        items {
          id
          action
          detail
          createdAt
          actor {
            id
            username
          }
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
