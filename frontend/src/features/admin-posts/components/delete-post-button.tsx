import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { DeleteButton } from '@/components/ui/delete-button';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { POST_DELETED } from '../post-texts';

const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

/** Delete, after 'Are You Sure?': the post goes with its comments, reactions, images and reports. */
export function DeletePostButton({ postId }: { postId: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [deletePost] = useMutation(DeletePostMutation);
  const remove = async () => {
    await deletePost({ variables: { id: postId } });
    toast.success(POST_DELETED);
    await navigate(paths.admin.posts.getHref());
    // The lists load again without it (the post itself is left alone: this page still reads it).
    const { cache } = client;
    for (const fieldName of ['adminPosts', 'feed', 'topicFeed']) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  };

  return <DeleteButton what="post" onConfirm={remove} />;
}
