import { useApolloClient, useMutation, useReadQuery } from '@apollo/client/react';
import { Switch } from '@base-ui/react/switch';
import { CalendarDays, HeartHandshake, MessageCircle, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-toastify';
import { requireUser } from '@/app/guards';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { serverErrorText, toServerFormError } from '@/components/form/form-error';
import type { Rule } from '@/components/form/rules';
import { Avatar } from '@/components/ui/avatar';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { TopicTags } from '@/components/ui/topic-tag';
import { paths } from '@/config/paths';
import { PostImages, PostLinks } from '@/features/posts/components/post-media';
import { POST_LIMITS, POST_MESSAGES } from '@/features/posts/create-post-values';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { longDate } from '@/components/data-table/table-rules';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

/** Spec §8-style toasts of the admin post detail. */
export const POST_DELETED = 'Post deleted';
export const SHADOW_BANNED = 'Post shadow banned: only its owner and admins can see it';
export const SHADOW_BAN_LIFTED = 'Shadow ban lifted: the post is visible to members';
export const WARNING_SAVED = 'Content warning saved';
export const WARNING_REMOVED = 'Content warning removed';

const AdminPostQuery = graphql(`
  query AdminPost($id: ID!) {
    post(id: $id) {
      id
      title
      text
      images
      links
      createdAt
      updatedAt
      commentCount
      isShadowBanned
      contentWarning
      needsCare
      owner {
        id
        username
        profileColour
      }
      topics {
        id
        title
        description
      }
    }
  }
`);

const SetPostShadowBanMutation = graphql(`
  mutation SetPostShadowBan($id: ID!, $isShadowBanned: Boolean!) {
    setPostShadowBan(id: $id, isShadowBanned: $isShadowBanned) {
      id
      isShadowBanned
      updatedAt
    }
  }
`);

const SetPostContentWarningMutation = graphql(`
  mutation SetPostContentWarning($id: ID!, $contentWarning: String) {
    setPostContentWarning(id: $id, contentWarning: $contentWarning) {
      id
      contentWarning
      updatedAt
    }
  }
`);

const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ post: preloadQuery(AdminPostQuery, { variables: { id: params.id ?? '' } }) });
}

type AdminPostData = LoaderData<typeof loader>;

/** A post's text as its paragraphs (blank lines part them; single line breaks stay). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function ShadowBanSetting({ postId, isShadowBanned }: { postId: string; isShadowBanned: boolean }) {
  const [setShadowBan, { loading }] = useMutation(SetPostShadowBanMutation);
  const id = useId();
  const change = async (next: boolean) => {
    try {
      await setShadowBan({ variables: { id: postId, isShadowBanned: next } });
      toast.success(next ? SHADOW_BANNED : SHADOW_BAN_LIFTED);
    } catch (error) {
      toast.error(serverErrorText(error) ?? 'Something went wrong...');
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-extrabold">
        Shadow Ban Settings
      </h2>
      <label className="flex min-h-11 cursor-pointer items-start justify-between gap-4">
        <span className="text-sm">
          <span id={`${id}-label`} className="block font-semibold text-ink">
            Shadow banned
          </span>
          <span id={`${id}-description`} className="mt-1 block text-ink-muted">
            Hidden from everyone but its owner and admins.
          </span>
        </span>
        <Switch.Root
          checked={isShadowBanned}
          disabled={loading}
          onCheckedChange={(checked) => void change(checked)}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          className="relative mt-1 flex h-7 w-12 shrink-0 rounded-full bg-ink/25 p-0.5 transition-colors duration-150 data-checked:bg-brand-deep data-disabled:opacity-60"
        >
          <Switch.Thumb className="size-6 rounded-full bg-white shadow transition-transform duration-150 data-checked:translate-x-5" />
        </Switch.Root>
      </label>
    </section>
  );
}

type WarningValues = { contentWarning: string };

/** The server's limit, checked here first (it counts the trimmed text). */
const warningRules: Rule<WarningValues>[] = [
  {
    field: 'contentWarning',
    check: (value) => value.trim().length <= POST_LIMITS.contentWarning,
    prompt: POST_MESSAGES.contentWarning,
  },
];

function WarningCounter() {
  const value = (useWatch({ name: 'contentWarning' }) as string | undefined) ?? '';
  const length = value.trim().length;
  return (
    <>
      Members see it before the post's text and pictures, and choose whether to show them.{' '}
      <span className={length > POST_LIMITS.contentWarning ? 'font-semibold text-red-700' : ''}>
        {length}/{POST_LIMITS.contentWarning}
      </span>
    </>
  );
}

/**
 * The post's content warning (issue 20): the admin sets, changes or removes it (audited). The
 * form starts again from the saved warning each time it changes (its `key`).
 */
function ContentWarningSetting({ postId, contentWarning }: { postId: string; contentWarning: string | null }) {
  const [setWarning, { loading }] = useMutation(SetPostContentWarningMutation);
  const id = useId();
  const saved = contentWarning ?? '';
  const remove = async () => {
    try {
      await setWarning({ variables: { id: postId, contentWarning: null } });
      toast.success(WARNING_REMOVED);
    } catch (error) {
      toast.error(serverErrorText(error) ?? 'Something went wrong...');
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-extrabold">
        Content Warning
      </h2>
      <Form<WarningValues>
        key={saved}
        defaultValues={{ contentWarning: saved }}
        rules={warningRules}
        validateOn="input"
        requiredNote={false}
        labelledBy={`${id}-heading`}
        submitLabel="Save warning"
        canSubmit={(values) => values.contentWarning.trim() !== saved}
        secondaryAction={
          saved ? (
            <button
              type="button"
              disabled={loading}
              onClick={() => void remove()}
              className={`${buttonClasses('secondary')} w-full disabled:opacity-60 sm:flex-1`}
            >
              Remove warning
            </button>
          ) : null
        }
        onSubmit={async (values) => {
          const next = values.contentWarning.trim();
          try {
            await setWarning({ variables: { id: postId, contentWarning: next || null } });
          } catch (error) {
            throw toServerFormError(error, { contentWarning: 'contentWarning' });
          }
          toast.success(next ? WARNING_SAVED : WARNING_REMOVED);
        }}
      >
        <TextField name="contentWarning" label="Content warning" autoComplete="off" hint={<WarningCounter />} />
      </Form>
    </section>
  );
}

/** Delete, after 'Are You Sure?': the post goes with its comments, reactions, images and reports. */
function DeletePostButton({ postId }: { postId: string }) {
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

function AdminPost({ queryRef }: { queryRef: AdminPostData['post'] }) {
  const { data } = useReadQuery(queryRef);
  const { post } = data;
  const text = paragraphs(post.text);

  return (
    <div className="space-y-6">
      <article
        aria-labelledby="admin-post-title"
        className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6"
      >
        {post.needsCare ? (
          <p className="flex items-start gap-2 rounded-2xl bg-amber-100 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
            <HeartHandshake aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">Needs care.</strong> Words in this post suggest its author may be
              thinking about suicide or self-harm: check on her first.
            </span>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {/* A post its author deleted (a tombstone kept for the comments) has no owner. */}
          <Avatar size="sm" colour={post.owner?.profileColour ?? ''} label={`${post.owner?.username ?? 'Deleted post'}'s avatar`} />
          <p className={post.owner ? 'font-bold text-ink' : 'text-ink-muted italic'}>
            {post.owner?.username ?? 'Deleted by its author'}
          </p>
        </div>
        <h2
          id="admin-post-title"
          className={`text-2xl font-extrabold tracking-tight break-words ${post.title.trim() ? 'text-ink' : 'text-ink-muted'}`}
        >
          {post.title.trim() || 'Untitled post'}
        </h2>
        {text.length > 0 ? (
          <div className="space-y-3 text-ink">
            {text.map((paragraph, index) => (
              <p key={index} className="break-words whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        ) : (
          <p className="text-ink-muted italic">No text</p>
        )}
        <PostImages images={post.images} full />
        <PostLinks links={post.links} />
        <TopicTags topics={post.topics} />
        <dl className="grid gap-3 border-t border-blush pt-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="flex items-center gap-1.5 font-semibold text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              Created At
            </dt>
            <dd className="mt-0.5 text-ink">
              <time dateTime={post.createdAt}>{longDate(post.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 font-semibold text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              Last Updated
            </dt>
            <dd className="mt-0.5 text-ink">
              <time dateTime={post.updatedAt}>{longDate(post.updatedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 font-semibold text-ink-muted">
              <MessageCircle aria-hidden="true" className="size-4" />
              Comments
            </dt>
            <dd className="mt-0.5 text-ink">{post.commentCount}</dd>
          </div>
        </dl>
      </article>
      <ContentWarningSetting postId={post.id} contentWarning={post.contentWarning ?? null} />
      <ShadowBanSetting postId={post.id} isShadowBanned={post.isShadowBanned} />
    </div>
  );
}

/** Spec §2 "Admin post detail": the post as written, its content warning and its Shadow Ban Settings toggle. */
export function Component() {
  const { id } = useParams();
  const { post } = useLoaderData<AdminPostData>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to={paths.admin.posts.getHref()} label="Back to Posts" />
      <PageHeader title="Post Details" actions={id ? <DeletePostButton postId={id} /> : null} />
      <QueryBoundary pending="Loading the post…" failure="We couldn't load this post.">
        <AdminPost queryRef={post} />
      </QueryBoundary>
    </div>
  );
}
