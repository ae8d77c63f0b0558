import { ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { NEW_SINCE_LABEL, NEW_SINCE_TEXT } from '../api/feed-visit';
import { CAUGHT_UP_TEXT, showingText } from '../feed-texts';
import type { CursorList } from '../hooks/use-cursor-list';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';

type FeedListProps<Item extends { id: string }> = {
  list: CursorList<Item>;
  /** What an empty list says, e.g. "No posts available". */
  emptyText: string;
  /** What she can do about an empty list (e.g. other filters, Add Your Voice), under its text. */
  emptyActions?: ReactNode;
  /** The list's accessible name. */
  label: string;
  /** What the end of a list with items in it says (default "You're all caught up"). */
  endText?: string;
  /** `index` lets the first item ask for its image first. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** How the count of loaded items reads (default "Showing N posts"). */
  showing?: (count: number) => string;
  /**
   * The index of the first item she saw before her last visit, when newer ones come first:
   * a divider "New since your last visit" goes above it (issue 36).
   */
  newSinceBoundary?: number | null;
};

/**
 * Where the posts new since her last visit end: a line in the brand's gradient with the words
 * on it, read out as a separator with what it means.
 */
function NewSinceDivider() {
  return (
    <div role="separator" aria-label={NEW_SINCE_LABEL} className="mb-4 flex items-center gap-3 pt-1">
      <span aria-hidden="true" className="bg-brand-gradient h-0.5 flex-1 rounded-full" />
      <span aria-hidden="true" className="inline-flex items-center gap-1.5 text-sm font-bold text-brand-deep">
        <ArrowUp className="size-4" />
        {NEW_SINCE_TEXT}
      </span>
      <span aria-hidden="true" className="bg-brand-gradient h-0.5 flex-1 rounded-full" />
    </div>
  );
}

/**
 * A feed of posts and resources, newest first: a spinner while it loads, "Showing N posts",
 * the empty text, the next page loading as the member scrolls near the end (or presses
 * "Load more", for keyboards and screen readers), and at the very end "You're all caught up".
 */
export function FeedList<Item extends { id: string }>({
  list,
  emptyText,
  emptyActions,
  label,
  endText = CAUGHT_UP_TEXT,
  renderItem,
  showing = showingText,
  newSinceBoundary = null,
}: FeedListProps<Item>) {
  const { items, hasNextPage, loading, loadingMore, error, loadMore, retry } = list;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void loadMore(), hasNextPage && !loadingMore && !error);

  if (!items) {
    if (error) {
      return (
        <div className="space-y-3">
          <ErrorMessage title="We couldn't load the posts." detail={error.message} />
          <button type="button" onClick={retry} className={buttonClasses('secondary')}>
            Try again
          </button>
        </div>
      );
    }
    return <Spinner label="Loading posts…" />;
  }

  return (
    <div className="space-y-4">
      <p aria-live="polite" className="text-sm font-semibold text-ink-muted">
        {items.length > 0 ? showing(items.length) : null}
      </p>
      {items.length === 0 ? (
        <div className="rounded-3xl bg-white px-4 py-8 text-center shadow-sm ring-1 ring-blush md:p-8">
          <p className="text-lg font-semibold text-ink">{emptyText}</p>
          {emptyActions}
        </div>
      ) : (
        <ul aria-label={label} aria-busy={loading || undefined} className="space-y-4">
          {items.map((item, index) => (
            <li key={item.id}>
              {index === newSinceBoundary ? <NewSinceDivider /> : null}
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      )}
      {error && items.length > 0 ? <ErrorMessage title="We couldn't load more posts." detail={error.message} /> : null}
      {hasNextPage ? (
        <div ref={sentinel} className="flex justify-center">
          {loadingMore ? (
            <Spinner label="Loading more posts…" className="py-4" />
          ) : (
            <button type="button" onClick={() => void loadMore()} className={buttonClasses('secondary')}>
              Load more
            </button>
          )}
        </div>
      ) : items.length > 0 ? (
        <p className="flex items-center justify-center gap-3 py-4 text-sm font-semibold text-ink-muted">
          <span aria-hidden="true" className="bg-brand-gradient h-0.5 w-10 rounded-full" />
          {endText}
          <span aria-hidden="true" className="bg-brand-gradient h-0.5 w-10 rounded-full" />
        </p>
      ) : null}
    </div>
  );
}
