import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { Bell, BellRing, Bookmark, BookmarkCheck, Eye, EyeOff, MessageCircle, TriangleAlert, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '@/components/ui/button-classes';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { Spinner } from '@/components/ui/spinner';
import { TopicTags } from '@/components/ui/topic-tag';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { useToggleFollow, useToggleSave } from '../api/follow-save';
import { forgetPost, POST_DELETED, UNDER_REVIEW_NO_EDIT, useDeletePost } from '../api/own-content';
import { excerptAround } from '@/lib/highlight';
import { previewText } from '@/lib/preview-text';
import { AuthorByline } from './author-byline';
import { ContentMenu } from './content-menu';
import { PostImages, PostLinks } from './post-media';
import { PostReactions } from './post-reactions';

// The editor (the form library, the rules, the upload field) loads when she edits, not with the feed.
const EditPostForm = lazy(async () => ({ default: (await import('./edit-post-form')).EditPostForm }));

/** What the page of a post its author deleted says (the comments below stay readable). */
export const DELETED_POST_TEXT = 'This post was deleted by its author.';

const PostCard_post = graphql(`
  fragment PostCard_post on Post {
    id
    title
    text
    images
    imageUrls {
      ...SignedImage_signedUrl @unmask
    }
    links
    createdAt
    editedAt
    isDeleted
    commentCount
    isShadowBanned
    contentWarning
    savedByMe
    followedByMe
    owner {
      id
      username
      profileColour
      profileImage
    }
    topics {
      id
      title
      description
    }
    ...PostReactions_post
  }
`);

export type PostCardRef = FragmentType<typeof PostCard_post>;

type PostCardProps = {
  post: PostCardRef;
  /** The post page: the title is the page's heading and the text is not clamped. */
  full?: boolean;
  /** Runs after a reaction when nothing is waiting for an explanation (the list refreshes). */
  onNothingToExplain?: () => void;
  /** A search's words (`searchWords`): marked in the title and the preview (search results). */
  highlight?: readonly string[];
  /** The page's first post (its images are what a phone waits for): fetched first. */
  priority?: boolean;
};

/** Follow and Save on a post's page: outlined, or filled once on. */
const toggleClasses = (on: boolean) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors md:min-h-9 ${
    on
      ? 'bg-blush text-brand-deep ring-brand-pink/40 hover:bg-blush/70'
      : 'bg-white text-ink-muted ring-blush hover:bg-blush hover:text-brand-deep'
  }`;

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/** A post its author deleted while others' comments remained: only its page shows it. */
function DeletedPost({ full, titleId }: { full: boolean; titleId: string }) {
  const Heading = full ? 'h1' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 rounded-3xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-blush md:p-12"
    >
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-blush text-brand-deep">
        <Trash2 className="size-6" />
      </span>
      <Heading id={titleId} className="text-2xl font-extrabold tracking-tight text-ink">
        Deleted post
      </Heading>
      <p className="max-w-md text-ink-muted">
        {DELETED_POST_TEXT} The conversation stays below, so everyone&apos;s replies can still be read.
      </p>
    </article>
  );
}

/**
 * A post: author and date ('edited' once edited), title, text (3 lines in a list), images,
 * links, topics, the reaction bar and the comment count (to the post's comments). Her own post
 * has Edit (in place) and Delete in its menu instead of Report.
 */
export function PostCard({ post, full = false, onNothingToExplain, highlight, priority = full }: PostCardProps) {
  const { data, complete } = useFragment({ fragment: PostCard_post, fragmentName: 'PostCard_post', from: post });
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  // A post with a content warning shows blurred until she chooses to see it.
  const [revealed, setRevealed] = useState(false);
  const client = useApolloClient();
  const navigate = useNavigate();
  const deletePost = useDeletePost();
  const toggleSave = useToggleSave();
  const toggleFollow = useToggleFollow();
  // Deleted from its own page: it leaves the cache once the page has gone, so the page never
  // asks for it again on its way out.
  const forgetWhenGone = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (forgetWhenGone.current) forgetPost(client.cache, forgetWhenGone.current);
    },
    [client],
  );
  if (!complete) return null;
  if (data.isDeleted) return <DeletedPost full={full} titleId={titleId} />;
  const href = paths.app.post.getHref(data.id);
  const title = data.title.trim() || (data.owner ? `${data.owner.username}'s post` : 'Untitled post');
  const Heading = full ? 'h1' : 'h3';

  const remove = async () => {
    await deletePost(data.id);
    toast.success(POST_DELETED);
    if (full) {
      // Her post's own page has nothing left to show: back to the feed.
      forgetWhenGone.current = data.id;
      await navigate(paths.app.home.getHref(), { replace: true });
    } else {
      forgetPost(client.cache, data.id);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6"
    >
      <div className="flex items-start justify-between gap-2">
        <AuthorByline author={data.owner} createdAt={data.createdAt} editedAt={data.editedAt} />
        <ContentMenu
          target={{ kind: 'post', postId: data.id }}
          ownerId={data.owner?.id}
          ownerName={data.owner?.username}
          hidden={editing}
          own={{
            onEdit: () => setEditing(true),
            editDisabledReason: data.isShadowBanned ? UNDER_REVIEW_NO_EDIT : null,
            onDelete: remove,
          }}
          save={{ saved: data.savedByMe, onToggle: () => void toggleSave(data.id, data.savedByMe) }}
        />
      </div>
      {data.isShadowBanned ? (
        <p className="flex items-start gap-2 rounded-2xl bg-cream px-4 py-2 text-sm text-ink-muted">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This post was reported and is being reviewed. Other members can&apos;t see it for now.
        </p>
      ) : null}
      {editing ? (
        <>
          {/* The card keeps its name while she edits. */}
          <span id={titleId} className="sr-only">
            {title}
          </span>
          <Suspense fallback={<Spinner label="Loading the editor…" />}>
            <EditPostForm post={data} onDone={() => setEditing(false)} />
          </Suspense>
        </>
      ) : (
        <>
          {data.contentWarning && !revealed ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-blush">
              <p className="flex min-w-0 items-start gap-2 text-sm text-ink">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-deep" />
                <span className="min-w-0 break-words">
                  <span className="font-bold">Content warning:</span> {data.contentWarning}
                </span>
              </p>
              <button type="button" onClick={() => setRevealed(true)} className={buttonClasses('secondary')}>
                <Eye aria-hidden="true" className="size-4" />
                Show
              </button>
            </div>
          ) : null}
          <div
            className={`flex min-w-0 flex-col gap-4 ${data.contentWarning && !revealed ? 'pointer-events-none blur-md select-none' : ''}`}
            aria-hidden={data.contentWarning && !revealed ? true : undefined}
            inert={Boolean(data.contentWarning) && !revealed}
          >
          <div className="min-w-0 space-y-2">
            <Heading
              id={titleId}
              className={`font-extrabold tracking-tight break-words text-ink ${full ? 'text-3xl' : 'text-xl'} ${
                data.title.trim() ? '' : 'text-ink-muted'
              }`}
            >
              {full ? (
                title
              ) : (
                <Link to={href} className="rounded-md hover:text-brand-deep">
                  {data.title.trim() ? <HighlightedText text={title} words={highlight} /> : title}
                </Link>
              )}
            </Heading>
            {data.text ? (
              <p className={`break-words whitespace-pre-line text-ink ${full ? 'text-lg leading-relaxed' : 'line-clamp-3'}`}>
                {full ? (
                  data.text
                ) : (
                  <HighlightedText text={excerptAround(previewText(data.text), highlight ?? [])} words={highlight} />
                )}
              </p>
            ) : null}
          </div>
          <PostImages images={data.images} signed={data.imageUrls} full={full} priority={priority} />
          <PostLinks links={data.links} />
          </div>
          <TopicTags topics={data.topics} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-blush pt-4">
            <PostReactions post={data} onNothingToExplain={onNothingToExplain} />
            {full ? (
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  onClick={() => void toggleFollow(data.id, data.followedByMe)}
                  title={data.followedByMe ? 'You are notified of new comments. Select to unfollow.' : 'Be notified of new comments'}
                  className={toggleClasses(data.followedByMe)}
                >
                  {data.followedByMe ? (
                    <BellRing aria-hidden="true" className="size-4" />
                  ) : (
                    <Bell aria-hidden="true" className="size-4" />
                  )}
                  {data.followedByMe ? 'Following' : 'Follow'}
                  {data.followedByMe ? <span className="sr-only">, select to unfollow</span> : null}
                </button>
                <button
                  type="button"
                  onClick={() => void toggleSave(data.id, data.savedByMe)}
                  title={data.savedByMe ? 'In Saved on your profile. Select to remove it.' : 'Keep it under Saved on your profile'}
                  className={toggleClasses(data.savedByMe)}
                >
                  {data.savedByMe ? (
                    <BookmarkCheck aria-hidden="true" className="size-4" />
                  ) : (
                    <Bookmark aria-hidden="true" className="size-4" />
                  )}
                  {data.savedByMe ? 'Saved' : 'Save'}
                  {data.savedByMe ? <span className="sr-only">, select to remove from Saved</span> : null}
                </button>
              </div>
            ) : null}
            <Link
              to={paths.app.post.getHref(data.id, { comments: true })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-blush hover:text-brand-deep"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {commentsLabel(data.commentCount)}
            </Link>
          </div>
        </>
      )}
    </article>
  );
}
