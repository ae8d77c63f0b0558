import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

export const ResourceTopicsQuery = graphql(`
  query ResourceFormTopics {
    topics {
      id
      title
      description
    }
  }
`);

export const AdminSecondOpinionQuery = graphql(`
  query AdminSecondOpinion($id: ID!) {
    secondOpinion(id: $id) {
      id
      title
      text
      coverImage
      link
      linkTitle
      featured
      author
      topics {
        id
      }
    }
  }
`);

export const preloadResourceTopics = () => preloadQuery(ResourceTopicsQuery);
export const preloadAdminSecondOpinion = (id: string) => preloadQuery(AdminSecondOpinionQuery, { variables: { id } });
