import type { ApolloCache } from '@apollo/client';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

/** How many notifications load at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The bell's number: polled while the tab is visible (see `useUnreadNotificationCount`). */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      items {
        id
        ...NotificationItem_notification
      }
      hasNextPage
      endCursor
    }
  }
`);

/** No ids: every one of hers, so the bell goes to 0. Answers how many changed. */
export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      kind
      enabled
    }
  }
`);

/** Answers every kind. */
export const SetNotificationPreferenceMutation = graphql(`
  mutation SetNotificationPreference($kind: NotificationKind!, $enabled: Boolean!) {
    setNotificationPreference(kind: $kind, enabled: $enabled) {
      kind
      enabled
    }
  }
`);

/**
 * /notifications' first page, fresh from the server on every visit: the bell has just said
 * something new may be there.
 */
export function preloadNotifications() {
  return preloadQuery(NotificationsQuery, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
}

/** Her choices, fresh (another device may have changed them). */
export function preloadNotificationPreferences() {
  return preloadQuery(NotificationPreferencesQuery, { fetchPolicy: 'network-only' });
}

/** The bell's number in the cache, e.g. 0 once she has read them all. */
export function writeUnreadCount(cache: ApolloCache, count: number) {
  cache.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: count } });
}
