import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';

/** A cursor-paged list as the page loads it (the app's `useCursorList`). */
export type OwnWordsList<Item> = {
  /** Null until the first page has come. */
  items: readonly Item[] | null;
  hasNextPage: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: Error | null;
  loadMore: () => Promise<void>;
  retry: () => void;
};

type OwnListProps<Item extends { id: string }> = {
  icon: LucideIcon;
  title: string;
  /** "posts" or "comments", for the loading and error texts. */
  noun: string;
  list: OwnWordsList<Item>;
  /** What an empty list says, in friendly words. */
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
};

/** A section of her own words ('Your posts', 'Your comments'): newest first, with "Load more". */
export function OwnList<Item extends { id: string }>({ icon: Icon, title, noun, list, empty, renderItem }: OwnListProps<Item>) {
  const { items, hasNextPage, loading, loadingMore, error, loadMore, retry } = list;
  const headingId = useId();

  let body: ReactNode;
  if (!items) {
    body = error ? (
      <div className="space-y-3">
        <ErrorMessage title={`We couldn't load your ${noun}.`} detail={error.message} />
        <button type="button" onClick={retry} className={buttonClasses('secondary')}>
          Try again
        </button>
      </div>
    ) : (
      <Spinner label={`Loading your ${noun}…`} className="py-6" />
    );
  } else if (items.length === 0) {
    body = <div className="rounded-2xl bg-cream px-5 py-8 text-center text-ink-muted">{empty}</div>;
  } else {
    body = (
      <div className="space-y-4">
        <ul aria-labelledby={headingId} aria-busy={loading || undefined} className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
        {error ? <ErrorMessage title={`We couldn't load more of your ${noun}.`} detail={error.message} /> : null}
        {hasNextPage ? (
          <div className="flex justify-center">
            {loadingMore ? (
              <Spinner label={`Loading more of your ${noun}…`} className="py-2" />
            ) : (
              <button type="button" onClick={() => void loadMore()} className={buttonClasses('secondary')}>
                Load more
              </button>
            )}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush sm:p-6">
      <h2 id={headingId} className="mb-4 flex items-center gap-3 text-lg font-bold text-ink">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush">
          <Icon className="size-5 text-brand-deep" />
        </span>
        {title}
      </h2>
      {body}
    </section>
  );
}
