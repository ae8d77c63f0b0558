import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MarkNotificationsReadMutation, UnreadNotificationCountQuery, writeUnreadCount } from '../api/notification-documents';

/**
 * Opening the list reads them all: once the list has loaded, every one of hers is marked read
 * (no ids) and the bell goes to 0 at once. The list keeps showing which were new (see
 * `isNewThisVisit`). A failure changes nothing: the next visit asks again.
 */
export function useMarkNotificationsRead() {
  const [markRead] = useMutation(MarkNotificationsReadMutation, {
    update: (cache) => writeUnreadCount(cache, 0),
    // Opening the page asks the bell's count and marks them read at once, and the count's
    // answer, from before the marking, may come after the marking's: the bell asks again.
    refetchQueries: [UnreadNotificationCountQuery],
  });
  // Once per visit, also when React runs the effect twice (development's strict mode).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    markRead().catch((error: unknown) => console.error(error));
  }, [markRead]);
}
