import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client/react';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import type { NotificationsQuery, NotificationsQueryVariables } from '@/gql/graphql';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsQuery as PageQuery } from '../api/notification-documents';
import { useMarkNotificationsRead } from '../hooks/use-mark-notifications-read';
import { NO_NOTIFICATIONS_TEXT } from '../notification-texts';
import { NotificationItem } from './notification-item';

type NotificationListProps = {
  /** The first page, preloaded by the route (`preloadNotifications`). */
  queryRef: QueryRef<NotificationsQuery, NotificationsQueryVariables>;
};

/**
 * Her notifications, newest first, with "Load more". Once they have loaded they are all
 * marked read; the ones that were new stay marked for the rest of the visit.
 */
export function NotificationList({ queryRef }: NotificationListProps) {
  const { data } = useReadQuery(queryRef);
  const client = useApolloClient();
  const { items, hasNextPage, endCursor } = data.notifications;
  const [visitStartedAt] = useState(() => Date.now());
  const [shownOnOpening] = useState(() => new Set(items.map((item) => item.id)));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  useMarkNotificationsRead();

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-blush">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-blush">
          <BellOff className="size-6 text-brand-deep" />
        </span>
        <p className="text-lg font-semibold text-ink">{NO_NOTIFICATIONS_TEXT}</p>
        <p className="max-w-md text-ink-muted">
          When someone comments on or reacts to your posts and comments, you&apos;ll find it here.
        </p>
      </div>
    );
  }

  // The next page goes into the cache, where the field policy adds it to the list: the page
  // shown re-renders with it and the list stays on screen meanwhile.
  const loadMore = async () => {
    setMoreError(null);
    setLoadingMore(true);
    try {
      await client.query({
        query: PageQuery,
        variables: { first: NOTIFICATIONS_PAGE_SIZE, after: endCursor },
        fetchPolicy: 'network-only',
      });
    } catch (failure) {
      console.error(failure);
      setMoreError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="space-y-4">
      <ul aria-label="Notifications" className="space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem
              notification={item}
              visitStartedAt={visitStartedAt}
              loadedLater={!shownOnOpening.has(item.id)}
            />
          </li>
        ))}
      </ul>
      {moreError ? <ErrorMessage title="We couldn't load more notifications." detail={moreError} /> : null}
      {hasNextPage ? (
        <div className="flex justify-center">
          {loadingMore ? (
            <Spinner label="Loading more notifications…" className="py-2" />
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
