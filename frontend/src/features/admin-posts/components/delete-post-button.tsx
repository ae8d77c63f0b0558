import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { serverErrorText } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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

  return (
    <ConfirmDialog
      triggerLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete post
        </>
      }
      triggerClassName={`${buttonClasses('secondary')} border-red-700/30 text-red-800 hover:bg-red-50`}
      confirmLabel="Delete"
      onConfirm={remove}
      errorText={(error) => serverErrorText(error) ?? 'Something went wrong...'}
    />
  );
}
