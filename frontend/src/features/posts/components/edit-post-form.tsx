import { useQuery } from '@apollo/client/react';
import { X } from 'lucide-react';
import { useContext, useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Form } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { useUnsentChanges } from '@/components/ui/unsent-changes';
import { graphql } from '@/gql';
import { POST_UPDATED, useUpdatePost } from '../api/own-content';
import { usePostPrivacyCheck } from '../hooks/use-post-privacy-check';
import { editPostValues, hasPostContent, newPostRules, toNewPostInput, type NewPostValues } from '../create-post-values';
import { PostFields } from './post-fields';
import { PostImageUploadContext } from './post-image-upload';

const PostTopicsQuery = graphql(`
  query PostTopics {
    topics {
      id
      title
      description
    }
  }
`);

export type EditablePost = {
  id: string;
  title: string;
  text: string;
  images: readonly string[];
  links: readonly string[];
  topics: readonly { id: string }[];
  contentWarning?: string | null;
};

const sameContent = (a: NewPostValues, b: NewPostValues) =>
  JSON.stringify(toNewPostInput(a)) === JSON.stringify(toNewPostInput(b));

/** Puts her in the first field, and tells the leave-page guard whether anything changed. */
function EditWatcher({ initial, onChange }: { initial: NewPostValues; onChange: (changed: boolean) => void }) {
  const form = useFormContext<NewPostValues>();
  useEffect(() => {
    form.setFocus('title');
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => onChange(!sameContent(values, initial)),
    });
  }, [form, initial, onChange]);
  return null;
}

type EditPostFormProps = {
  post: EditablePost;
  /** She saved or cancelled: the card shows the post again. */
  onDone: () => void;
};

/**
 * Her post, edited in place with the Create Post form's fields and rules (a post needs text,
 * an image or a link; Save waits for an image still uploading). Saving replaces the content
 * and says 'Post updated'; leaving the page with changes unsaved asks first.
 */
export function EditPostForm({ post, onDone }: EditPostFormProps) {
  const topics = useQuery(PostTopicsQuery);
  const renderImageUpload = useContext(PostImageUploadContext);
  const updatePost = useUpdatePost();
  const privacyCheck = usePostPrivacyCheck();
  const { mark } = useUnsentChanges({ keptAsDraft: false });
  const [initial] = useState(() => editPostValues(post));
  const headingId = useId();

  if (!topics.data) {
    if (topics.error) return <ErrorMessage title="We couldn't load the topics." detail={topics.error.message} />;
    return <Spinner label="Loading the editor…" className="py-6" />;
  }

  const finish = () => {
    mark(false);
    onDone();
  };

  return (
    <div className="space-y-4">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Edit your post
      </h2>
      <Form<NewPostValues>
        labelledBy={headingId}
        defaultValues={initial}
        rules={newPostRules}
        submitLabel="Save changes"
        requiredNote={false}
        canSubmit={hasPostContent}
        beforeSubmit={privacyCheck}
        secondaryAction={
          <button type="button" onClick={finish} className={`${buttonClasses('secondary')} sm:w-auto`}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </button>
        }
        onSubmit={async (values) => {
          await updatePost(post.id, values, Boolean(post.contentWarning));
          toast.success(POST_UPDATED);
          finish();
        }}
      >
        <PostFields topics={topics.data.topics} renderImageUpload={renderImageUpload} />
        <EditWatcher initial={initial} onChange={mark} />
      </Form>
    </div>
  );
}
