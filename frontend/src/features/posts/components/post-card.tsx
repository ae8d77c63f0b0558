import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { EyeOff, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TopicTags } from '@/components/ui/topic-tag';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { previewText } from '@/lib/preview-text';
import { AuthorByline } from './author-byline';
import { ContentMenu } from './content-menu';
import { PostImages, PostLinks } from './post-media';
import { PostReactions } from './post-reactions';

const PostCard_post = graphql(`
  fragment PostCard_post on Post {
    id
    title
    text
    images
    links
    createdAt
    commentCount
    isShadowBanned
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
};

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;

/**
 * A post: author and date, title, text (3 lines in a list), images, links, topics, the
 * reaction bar and the comment count (to the post's comments).
 */
export function PostCard({ post, full = false, onNothingToExplain }: PostCardProps) {
  const { data, complete } = useFragment({ fragment: PostCard_post, fragmentName: 'PostCard_post', from: post });
  const titleId = useId();
  if (!complete) return null;
  const href = paths.app.post.getHref(data.id);
  const title = data.title.trim() || (data.owner ? `${data.owner.username}'s post` : 'Untitled post');
  const Heading = full ? 'h1' : 'h3';

  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6"
    >
      <div className="flex items-start justify-between gap-2">
        <AuthorByline author={data.owner} createdAt={data.createdAt} />
        <ContentMenu target={{ kind: 'post', postId: data.id }} ownerId={data.owner?.id} />
      </div>
      {data.isShadowBanned ? (
        <p className="flex items-start gap-2 rounded-2xl bg-cream px-4 py-2 text-sm text-ink-muted">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This post was reported and is being reviewed. Other members can&apos;t see it for now.
        </p>
      ) : null}
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
              {title}
            </Link>
          )}
        </Heading>
        {data.text ? (
          <p className={`break-words whitespace-pre-line text-ink ${full ? 'text-lg leading-relaxed' : 'line-clamp-3'}`}>
            {full ? data.text : previewText(data.text)}
          </p>
        ) : null}
      </div>
      <PostImages images={data.images} full={full} />
      <PostLinks links={data.links} />
      <TopicTags topics={data.topics} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-blush pt-4">
        <PostReactions post={data} onNothingToExplain={onNothingToExplain} />
        <Link
          to={paths.app.post.getHref(data.id, { comments: true })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-blush hover:text-brand-deep"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {commentsLabel(data.commentCount)}
        </Link>
      </div>
    </article>
  );
}
