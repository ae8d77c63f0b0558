import { graphql } from '@/gql';

/** User Management (spec §2). */
export const AdminUsersQuery = graphql(`
  query AdminUsers($query: TableInput!) {
    adminUsers(query: $query) {
      items {
        id
        username
        email
        profileColour
        contact
        isAdmin
        lastLoginAt
        createdAt
      }
      hasNextPage
      endCursor
    }
  }
`);

/** Post Management (spec §2). */
export const AdminPostsQuery = graphql(`
  query AdminPosts($query: TableInput!) {
    adminPosts(query: $query) {
      items {
        id
        title
        text
        createdAt
        updatedAt
        isShadowBanned
        needsCare
        owner {
          id
          username
          profileColour
        }
      }
      hasNextPage
      endCursor
    }
  }
`);

/** The Moderation Queue (spec §2). */
export const AdminReportsQuery = graphql(`
  query AdminReports($query: TableInput!) {
    adminReports(query: $query) {
      items {
        id
        contentType
        content
        reason
        status
        needsCare
        createdAt
        creator {
          id
          username
        }
        reporter {
          id
          username
        }
      }
      hasNextPage
      endCursor
    }
  }
`);

/** The statuses present among the reports: the Status filter's options. */
export const AdminReportStatusesQuery = graphql(`
  query AdminReportStatuses {
    adminReportStatuses
  }
`);

/** The reasons' texts (Bullying … Other). */
export const ReportReasonLabelsQuery = graphql(`
  query ReportReasonLabels {
    reportReasons {
      value
      label
    }
  }
`);

/** Second Opinion Management (spec §2). */
export const AdminSecondOpinionsQuery = graphql(`
  query AdminSecondOpinions($query: TableInput!) {
    adminSecondOpinions(query: $query) {
      items {
        id
        title
        text
        featured
        coverImage
        createdAt
        topics {
          id
          title
        }
      }
      hasNextPage
      endCursor
    }
  }
`);

/** Health Topics (spec §2). */
export const AdminTopicsQuery = graphql(`
  query AdminTopics($query: TableInput!) {
    adminTopics(query: $query) {
      items {
        id
        title
        description
        createdAt
      }
      hasNextPage
      endCursor
    }
  }
`);

/** The audit log: every admin action, who and when. */
export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($query: TableInput!) {
    adminAuditLog(query: $query) {
      items {
        id
        summary
        action
        targetType
        targetId
        targetLabel
        targetExists
        createdAt
        actorKind
        deletedActorText
        actor {
          id
          username
          profileColour
        }
      }
      hasNextPage
      endCursor
    }
  }
`);

/** The Audit Log's Admin filter: every admin's id and name (there are few). */
export const AuditAdminsQuery = graphql(`
  query AuditAdmins {
    adminUsers(query: { filters: [{ column: "isAdmin", values: ["Yes"] }], first: 100 }) {
      items {
        id
        username
      }
    }
  }
`);

/** Crash reports: what the app sent when it crashed, and what members said about it. */
export const AdminCrashReportsQuery = graphql(`
  query AdminCrashReports($query: TableInput!) {
    adminCrashReports(query: $query) {
      items {
        id
        errorName
        message
        stack
        cause
        code
        statusCode
        componentName
        location
        browser
        description
        createdAt
        member {
          id
          username
        }
      }
      hasNextPage
      endCursor
    }
  }
`);
