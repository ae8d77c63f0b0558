import {
  MarkNotificationsReadDocument,
  NotificationPreferencesDocument,
  NotificationsDocument,
  UnreadNotificationCountDocument,
  type NotificationKind,
} from '@/gql/graphql';
import type { GraphQLMock } from './render-route';

/** A notification as the list selects it: a comment on her post "Night sweats", unread. */
export const notification = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Notification',
  id: 'n1',
  kind: 'COMMENT_ON_POST' as NotificationKind,
  actorCount: 1,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  post: { __typename: 'Post', id: 'p1', title: 'Night sweats', text: 'Does anyone else wake up drenched?' },
  comment: {
    __typename: 'Comment',
    id: 'c1',
    text: 'Same here, every night.',
    isDeleted: false,
    isShadowBanned: false,
    isFromBlockedMember: false,
  },
  ...overrides,
});

/** One page of /notifications (the first unless `after`). */
export const notificationsMock = (
  items: ReturnType<typeof notification>[],
  { after, hasNextPage = false, endCursor = null }: { after?: string; hasNextPage?: boolean; endCursor?: string | null } = {},
): GraphQLMock => ({
  request: { query: NotificationsDocument, variables: after ? { first: 20, after } : { first: 20 } },
  result: { data: { notifications: { __typename: 'NotificationPage', items, hasNextPage, endCursor } } },
});

/**
 * The bell's count, answered as many times as asked: each answer the next of `counts` (the
 * last one again once they run out). `calls()` says how many times it was asked.
 */
export function unreadCountMock(...counts: number[]) {
  let asked = 0;
  const mock: GraphQLMock = {
    request: { query: UnreadNotificationCountDocument },
    result: () => {
      asked += 1;
      return { data: { unreadNotificationCount: counts[Math.min(asked, counts.length) - 1] ?? 0 } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, calls: () => asked };
}

/** The bell's first answer, `count`, arriving only after `ms` (overtaken by later answers). */
export const slowUnreadCountMock = (count: number, ms: number): GraphQLMock => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: count } },
  delay: ms,
});

/** `markNotificationsRead` with no ids (all of hers); `answer` is a spy. */
export function markReadMock(changed = 1) {
  const answer = vi.fn(() => ({ data: { markNotificationsRead: changed } }));
  const mock: GraphQLMock = { request: { query: MarkNotificationsReadDocument }, result: answer };
  return { mock, answer };
}

const KINDS: NotificationKind[] = [
  'COMMENT_ON_POST',
  'REPLY_TO_COMMENT',
  'REACTION_ON_POST',
  'REACTION_ON_COMMENT',
  'CONTENT_HIDDEN',
  'CONTENT_RESTORED',
];

/** Her notification choices: every kind on, except those in `off`. */
export const notificationPreferencesMock = (off: NotificationKind[] = []): GraphQLMock => ({
  request: { query: NotificationPreferencesDocument },
  result: {
    data: {
      notificationPreferences: KINDS.map((kind) => ({ __typename: 'NotificationPreference', kind, enabled: !off.includes(kind) })),
    },
  },
});
