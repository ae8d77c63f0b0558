import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

export const AdminPostQuery = graphql(`
  query AdminPost($id: ID!) {
    post(id: $id) {
      id
      title
      text
      images
      links
      createdAt
      updatedAt
      commentCount
      isShadowBanned
      contentWarning
      needsCare
      owner {
        id
        username
        profileColour
      }
      topics {
        id
        title
        description
      }
    }
  }
`);

export const preloadAdminPost = (id: string) => preloadQuery(AdminPostQuery, { variables: { id } });
