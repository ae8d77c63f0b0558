import { MessageSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { FeedList } from '@/features/feed/components/feed-list';
import { FEED_PAGE_SIZE, useCursorList } from '@/features/feed/hooks/use-cursor-list';
import { ALL_RESULTS_TEXT, noMatchesText } from '@/features/feed/post-search';
import { graphql } from '@/gql';
import type { SearchCommentsQuery } from '@/gql/graphql';
import { searchWords } from '@/lib/highlight';
import { fullDate, relativeDate } from '@/lib/relative-date';
import { FeedItem } from './feed-item';
import { commentHref, SearchPostsQuery } from './search-queries';

const SearchCommentsQuery = graphql(`
  query SearchComments($query: String!, $topicId: ID, $first: Int, $after: String) {
    searchComments(query: $query, topicId: $topicId, first: $first, after: $after) {
      items {
        id
        postTitle
        snippet
        comment {
          id
          postId
          createdAt
          owner {
            id
            username
          }
        }
      }
      hasNextPage
      endCursor
    }
  }
`);

/** The URL query parameter that says which results show: posts (none) or `comments`. */
export const RESULTS_PARAM = 'in';

type ResultsKind = 'posts' | 'comments';

const KINDS: readonly { value: ResultsKind; label: string }[] = [
  { value: 'posts', label: 'Posts' },
  { value: 'comments', label: 'Comments' },
];

type CommentHit = SearchCommentsQuery['searchComments']['items'][number];

/** A comment a search found: its post's title (the link), the text around the match, who and when. */
function CommentResult({ hit, words }: { hit: CommentHit; words: readonly string[] }) {
  const title = hit.postTitle.trim() || 'Untitled post';
  return (
    <article className="relative rounded-3xl bg-white p-4 shadow-sm ring-1 ring-blush md:p-5">
      <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-brand-deep uppercase">
        <MessageSquare aria-hidden="true" className="size-4" />
        Comment on
      </p>
      <h3 className="mt-1 text-lg font-bold break-words">
        <Link
          to={commentHref(hit.comment.postId, hit.comment.id)}
          className="outline-none after:absolute after:inset-0 after:rounded-3xl hover:text-brand-deep focus-visible:after:ring-2 focus-visible:after:ring-brand-deep"
        >
          <HighlightedText text={title} words={words} />
        </Link>
      </h3>
      <p className="mt-2 break-words text-ink">
        <HighlightedText text={hit.snippet} words={words} />
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        {hit.comment.owner?.username ?? 'A deleted member'} ·{' '}
        <time dateTime={hit.comment.createdAt} title={fullDate(hit.comment.createdAt)}>
          {relativeDate(hit.comment.createdAt)}
        </time>
      </p>
    </article>
  );
}

type ResultsProps = { query: string; topicId?: string };

function PostResults({ query, topicId }: ResultsProps) {
  const list = useCursorList(
    SearchPostsQuery,
    { query, ...(topicId ? { topicId } : {}), first: FEED_PAGE_SIZE },
    (data) => data.searchPosts,
  );
  const words = searchWords(query);
  return (
    <FeedList
      list={list}
      label="Search results"
      emptyText={noMatchesText(query)}
      endText={ALL_RESULTS_TEXT}
      renderItem={(item, index) => (
        <FeedItem item={item} onRefresh={list.refresh} highlight={words} priority={index === 0} />
      )}
    />
  );
}

function CommentResults({ query, topicId }: ResultsProps) {
  const list = useCursorList(
    SearchCommentsQuery,
    { query, ...(topicId ? { topicId } : {}), first: FEED_PAGE_SIZE },
    (data) => data.searchComments,
  );
  const words = searchWords(query);
  return (
    <FeedList
      list={list}
      label="Comment results"
      emptyText={`No comments match “${query}”.`}
      endText={ALL_RESULTS_TEXT}
      showing={(count) => `Showing ${count} ${count === 1 ? 'comment' : 'comments'}`}
      renderItem={(hit) => <CommentResult hit={hit} words={words} />}
    />
  );
}

/**
 * A search's results, posts or comments (kept in the URL's `?in=comments`), page after page,
 * the matched words marked; within one topic when `topicId` is given.
 */
export function SearchResults({ query, topicId }: ResultsProps) {
  const [params, setParams] = useSearchParams();
  const kind: ResultsKind = params.get(RESULTS_PARAM) === 'comments' ? 'comments' : 'posts';
  const choose = (next: ResultsKind) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'comments') updated.set(RESULTS_PARAM, 'comments');
        else updated.delete(RESULTS_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label="Show results"
        className="inline-flex rounded-full bg-blush/60 p-1 ring-1 ring-blush"
      >
        {KINDS.map((option) => {
          const pressed = option.value === kind;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(option.value)}
              className={`min-h-9 min-w-24 rounded-full px-4 text-sm font-bold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-deep ${
                pressed ? 'bg-white text-brand-deep shadow-sm' : 'text-ink-muted hover:text-ink'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {/* One list per search and kind. */}
      {kind === 'comments' ? (
        <CommentResults key={`c-${query}`} query={query} topicId={topicId} />
      ) : (
        <PostResults key={`p-${query}`} query={query} topicId={topicId} />
      )}
    </div>
  );
}
