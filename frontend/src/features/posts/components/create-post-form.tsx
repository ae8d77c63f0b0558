import { History, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUnsentChanges } from '@/components/ui/unsent-changes';
import { paths } from '@/config/paths';
import { useDraft } from '@/lib/use-draft';
import { useCreatePost } from '../api/create-post';
import { usePostPrivacyCheck } from '../hooks/use-post-privacy-check';
import {
  hasPostContent,
  hasPostWords,
  NEW_POST_DEFAULTS,
  newPostRules,
  POST_LIMITS,
  restoredPostValues,
  type NewPostValues,
} from '../create-post-values';
import { PostFields } from './post-fields';
import type { RenderImageUpload } from './post-image-upload';

/** The draft of the Create Post form (one per member). */
export const NEW_POST_DRAFT = 'new-post';
export const DRAFT_RESTORED = 'Welcome back: we kept what you were writing.';

type CreatePostFormProps = {
  topics: readonly { id: string; title: string; description: string | null }[];
  /** Topics ticked at the start (e.g. coming from a topic's page). */
  initialTopics?: readonly string[];
  /** One image upload field for a form field (see ImagesField). */
  renderImageUpload: RenderImageUpload;
};

/** Keeps the form's values as she types: the draft (debounced) and the leave-page question (at once). */
function DraftKeeper({ onChange }: { onChange: (values: NewPostValues) => void }) {
  const form = useFormContext<NewPostValues>();
  useEffect(() => {
    onChange(form.getValues());
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) });
  }, [form, onChange]);
  return null;
}

/** "Discard draft", once there is something to discard; it asks first. */
function DiscardDraft({ onDiscard }: { onDiscard: () => void }) {
  const { control } = useFormContext<NewPostValues>();
  const values = useWatch({ control }) as NewPostValues;
  if (!hasPostWords(values)) return null;
  return (
    <ConfirmDialog
      triggerLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          Discard draft
        </>
      }
      triggerClassName={`${buttonClasses('secondary')} sm:w-auto`}
      confirmLabel="Discard"
      onConfirm={onDiscard}
    />
  );
}

/**
 * Spec §2/§5 "Create Post": title, text, topics, images and links; Post is enabled only when
 * there is text, an image or a link, and waits while an image is still uploading. The server's
 * refusals show at their fields; a published post opens on its own page. What she writes is
 * kept as a draft on this device until she posts it, discards it or signs out, and leaving the
 * page with it unsent asks first.
 */
export function CreatePostForm({ topics, initialTopics = [], renderImageUpload }: CreatePostFormProps) {
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const privacyCheck = usePostPrivacyCheck();
  const draft = useDraft<NewPostValues>(NEW_POST_DRAFT);
  const unsent = useUnsentChanges({ keptAsDraft: true });
  // A discarded draft starts a fresh form (its upload fields included).
  const [generation, setGeneration] = useState(0);
  const known = new Set(topics.map((topic) => topic.id));
  const restored = generation === 0 && draft.initial !== null && hasPostWords(draft.initial);
  const defaults: NewPostValues = restored
    ? restoredPostValues(draft.initial ?? NEW_POST_DEFAULTS, known)
    : { ...NEW_POST_DEFAULTS, topics: initialTopics.filter((id) => known.has(id)).slice(0, POST_LIMITS.topics) };
  const { save, clear } = draft;
  const { mark } = unsent;

  const keep = useCallback(
    (values: NewPostValues) => {
      const words = hasPostWords(values);
      save(words ? values : null);
      mark(words);
    },
    [save, mark],
  );

  return (
    <Form<NewPostValues>
      key={generation}
      defaultValues={defaults}
      rules={newPostRules}
      submitLabel="Post"
      requiredNote={false}
      canSubmit={hasPostContent}
      beforeSubmit={privacyCheck}
      secondaryAction={
        <DiscardDraft
          onDiscard={() => {
            clear();
            mark(false);
            setGeneration((current) => current + 1);
          }}
        />
      }
      onSubmit={async (values) => {
        const id = await createPost(values);
        clear();
        mark(false);
        await navigate(paths.app.post.getHref(id));
      }}
    >
      {restored ? (
        <p className="flex items-center gap-2 rounded-2xl bg-cream px-4 py-3 text-sm font-semibold text-ink">
          <History aria-hidden="true" className="size-4 shrink-0 text-brand-deep" />
          {DRAFT_RESTORED}
        </p>
      ) : null}
      <PostFields topics={topics} renderImageUpload={renderImageUpload} />
      <DraftKeeper onChange={keep} />
    </Form>
  );
}
