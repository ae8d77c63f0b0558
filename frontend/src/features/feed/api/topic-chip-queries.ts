import { graphql } from '@/gql';

/** Every topic (the All filter). */
export const HomeTopicsQuery = graphql(`
  query HomeTopics {
    topics {
      id
      ...TopicChip_topic
    }
  }
`);

/** Her own topics (the Interests filter). */
export const InterestTopicsQuery = graphql(`
  query InterestTopics {
    me {
      id
      topicsOfInterest {
        id
        ...TopicChip_topic
      }
    }
  }
`);

/** The topics with the most activity lately (the Popular filter). */
export const PopularTopicsQuery = graphql(`
  query PopularTopics {
    popularTopics {
      id
      ...TopicChip_topic
    }
  }
`);

/** Topics whose title contains the text (the topic search). */
export const SearchTopicsQuery = graphql(`
  query SearchTopics($text: String!) {
    searchTopics(text: $text) {
      id
      ...TopicChip_topic
    }
  }
`);
