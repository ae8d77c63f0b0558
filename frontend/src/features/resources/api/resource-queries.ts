import { graphql } from '@/gql';

/** Spec §2 Resources: the topics that have Second Opinions, alphabetically (the chips). */
export const ResourceTopicsQuery = graphql(`
  query ResourceTopics {
    secondOpinionTopics {
      id
      ...ResourceTopicFilter_topic
    }
  }
`);

/** The search box's dropdown: Second Opinions whose title contains the text. */
export const ResourceTitleSearchQuery = graphql(`
  query ResourceTitleSearch($search: String!, $first: Int) {
    secondOpinions(search: $search, first: $first) {
      items {
        id
        title
      }
      hasNextPage
      endCursor
    }
  }
`);
