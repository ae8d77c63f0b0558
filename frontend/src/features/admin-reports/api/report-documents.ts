import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

export const AdminReportQuery = graphql(`
  query AdminReport($id: ID!) {
    adminReport(id: $id) {
      id
      contentType
      postId
      commentId
      content
      post {
        id
        title
        text
        links
        images
        topics {
          id
          title
        }
      }
      creator {
        id
        username
        profileColour
      }
      reporter {
        id
        username
        profileColour
      }
      reason
      explanation
      status
      hidItem
      isQuarantined
      createdAt
      updatedAt
    }
    reportReasons {
      value
      label
    }
  }
`);

export const preloadAdminReport = (id: string) => preloadQuery(AdminReportQuery, { variables: { id } });
