import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { TopicsField } from '@/components/form/topics-field';
import { paths } from '@/config/paths';
import { useCreatePost } from '../api/create-post';
import { hasPostContent, NEW_POST_DEFAULTS, newPostRules, POST_LIMITS, type NewPostValues } from '../create-post-values';
import { ImagesField } from './images-field';
import { LinksField } from './links-field';

type CreatePostFormProps = {
  topics: readonly { id: string; title: string; description: string | null }[];
  /** Topics ticked at the start (e.g. coming from a topic's page). */
  initialTopics?: readonly string[];
  /** One image upload field for a form field (see ImagesField). */
  renderImageUpload: (fieldName: string, label: string) => ReactNode;
};

/**
 * Spec §2/§5 "Create Post": title, text, topics, images and links; Post is enabled only when
 * there is text, an image or a link. The server's refusals show at their fields; a published
 * post opens on its own page.
 */
export function CreatePostForm({ topics, initialTopics = [], renderImageUpload }: CreatePostFormProps) {
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const known = new Set(topics.map((topic) => topic.id));
  const defaults: NewPostValues = {
    ...NEW_POST_DEFAULTS,
    topics: initialTopics.filter((id) => known.has(id)).slice(0, POST_LIMITS.topics),
  };

  return (
    <Form<NewPostValues>
      defaultValues={defaults}
      rules={newPostRules}
      submitLabel="Post"
      requiredNote={false}
      canSubmit={hasPostContent}
      onSubmit={async (values) => {
        const id = await createPost(values);
        await navigate(paths.app.post.getHref(id));
      }}
    >
      <TextField name="title" label="Title" autoComplete="off" />
      <TextAreaField
        name="text"
        label="What would you like to share?"
        rows={7}
        placeholder="Ask a question, share your experience, or offer support…"
        hint="You're anonymous here: only your username shows. Avoid names, places or details that could identify you."
      />
      <TopicsField
        name="topics"
        legend="Topics"
        topics={topics}
        max={POST_LIMITS.topics}
        hint={`Tag up to ${POST_LIMITS.topics} topics so others can find your post.`}
      />
      <ImagesField name="images" renderUpload={renderImageUpload} />
      <LinksField name="links" />
    </Form>
  );
}
