import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UnreadNotificationCountQuery } from '../api/notification-documents';
import { useAppIdle } from '@/lib/use-app-idle';
import { isTabHidden, onTabReturn } from '../tab-visibility';

/** How often the bell asks while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The bell's number: asked every 60 s while the tab is visible (a hidden tab skips its turns,
 * so nothing polls in the background) and again as soon as she comes back to the tab. Null
 * until known, and for a visitor. The first question waits until the app is idle: the first
 * screen's own requests and render come first (issue 37). The session owner empties the cache
 * when the session ends.
 */
export function useUnreadNotificationCount(signedIn: boolean): number | null {
  const idle = useAppIdle();
  const { data, previousData, refetch } = useQuery(UnreadNotificationCountQuery, {
    skip: !signedIn || !idle,
    pollInterval: UNREAD_POLL_MS,
    skipPollAttempt: isTabHidden,
    // A failed turn keeps the last number (below) until the next one answers.
    errorPolicy: 'all',
    // Asked again (e.g. once /notifications has marked them read), it is a new question: not
    // one still on its way, whose older answer would bring the old number back.
    context: { queryDeduplication: false },
  });

  useEffect(() => {
    if (!signedIn) return;
    return onTabReturn(() => void refetch().catch(() => undefined));
  }, [signedIn, refetch]);

  if (!signedIn) return null;
  return (data ?? previousData)?.unreadNotificationCount ?? null;
}
