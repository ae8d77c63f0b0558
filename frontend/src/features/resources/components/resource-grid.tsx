import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { ResourceGridCard, type ResourceGridCardRef } from './resource-grid-card';

/** A cursor-paged list as the page loads it (the app's `useCursorList`). */
type ResourceList = {
  /** Null until the first page has come. */
  items: readonly (ResourceGridCardRef & { id: string })[] | null;
  hasNextPage: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: Error | null;
  loadMore: () => Promise<void>;
  retry: () => void;
};

type ResourceGridProps = {
  list: ResourceList;
  /** What shows when the list is empty. */
  empty: ReactNode;
};

/** Spec §2 Resources: the cards in a grid, featured first (the server's order), and "Load more". */
export function ResourceGrid({ list, empty }: ResourceGridProps) {
  const { items, hasNextPage, loading, loadingMore, error, loadMore, retry } = list;

  if (!items) {
    if (error) {
      return (
        <div className="space-y-3">
          <ErrorMessage title="We couldn't load the Second Opinions." detail={error.message} />
          <button type="button" onClick={retry} className={buttonClasses('secondary')}>
            Try again
          </button>
        </div>
      );
    }
    return <Spinner label="Loading Second Opinions…" />;
  }

  if (items.length === 0) {
    return (
      <div className="rounded-3xl bg-white p-8 text-center text-lg text-ink-muted shadow-sm ring-1 ring-blush">{empty}</div>
    );
  }

  return (
    <div className="space-y-6">
      <ul aria-label="Second Opinions" aria-busy={loading || undefined} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <ResourceGridCard resource={item} />
          </li>
        ))}
      </ul>
      {error ? <ErrorMessage title="We couldn't load more Second Opinions." detail={error.message} /> : null}
      {hasNextPage ? (
        <div className="flex justify-center">
          {loadingMore ? (
            <Spinner label="Loading more Second Opinions…" className="py-4" />
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
