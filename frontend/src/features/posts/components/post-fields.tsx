import { TextAreaField, TextField } from '@/components/form/fields';
import { TopicsField } from '@/components/form/topics-field';
import { WatchedWritingAside } from '@/components/form/writing-aside';
import { POST_LIMITS } from '../create-post-values';
import { ContentWarningField } from './content-warning-field';
import { ImagesField } from './images-field';
import { LinksField } from './links-field';
import type { RenderImageUpload } from './post-image-upload';

type PostFieldsProps = {
  topics: readonly { id: string; title: string; description: string | null }[];
  renderImageUpload: RenderImageUpload | null;
};

/** A post's fields, the same for writing one and editing it (spec §2 "Create Post"). */
export function PostFields({ topics, renderImageUpload }: PostFieldsProps) {
  return (
    <>
      <TextField name="title" label="Title" autoComplete="off" />
      <TextAreaField
        name="text"
        label="What would you like to share?"
        rows={7}
        placeholder="Ask a question, share your experience, or offer support…"
        hint="You're anonymous here: only your username shows. Avoid names, places or details that could identify you."
      />
      <WatchedWritingAside names={['title', 'text']} />
      <ContentWarningField />
      <TopicsField
        name="topics"
        legend="Topics"
        topics={topics}
        max={POST_LIMITS.topics}
        hint={`Tag up to ${POST_LIMITS.topics} topics so others can find your post.`}
      />
      {renderImageUpload ? <ImagesField name="images" renderUpload={renderImageUpload} /> : null}
      <LinksField name="links" />
    </>
  );
}
