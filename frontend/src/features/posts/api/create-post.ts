import { useMutation } from '@apollo/client/react';
import { FormError, graphQLErrorInfo } from '@/components/form/form-error';
import { graphql } from '@/gql';
import { NEW_POST_FIELDS, toNewPostInput, type NewPostValues } from '../create-post-values';

const CreatePostMutation = graphql(`
  mutation CreatePost($input: NewPostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);

/** A server refusal as the form shows it: the message, and under the field it names. */
export function toCreatePostError(error: unknown): unknown {
  const info = graphQLErrorInfo(error);
  if (info?.code !== 'BAD_USER_INPUT') return error;
  const field = NEW_POST_FIELDS.find((name) => name === info.field);
  return new FormError(info.message, field ? { [field]: info.message } : {});
}

/** Publishes a post; resolves to its id. The feeds (and her own posts) load again next time, with it on top. */
export function useCreatePost() {
  const [createPost] = useMutation(CreatePostMutation);
  return async (values: NewPostValues) => {
    try {
      const { data } = await createPost({
        variables: { input: toNewPostInput(values) },
        update(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'feed' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'topicFeed' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPosts' });
          cache.gc();
        },
      });
      if (!data) throw new Error('createPost answered no post');
      return data.createPost.id;
    } catch (error) {
      throw toCreatePostError(error);
    }
  };
}
