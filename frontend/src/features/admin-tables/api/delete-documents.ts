import { graphql } from '@/gql';

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const DeleteReportMutation = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id)
  }
`);

export const DeleteSecondOpinionMutation = graphql(`
  mutation DeleteSecondOpinion($id: ID!) {
    deleteSecondOpinion(id: $id)
  }
`);

export const DeleteTopicMutation = graphql(`
  mutation DeleteTopic($id: ID!) {
    deleteTopic(id: $id)
  }
`);
