import type { NotificationKind } from '@/gql/graphql';

/** What a notification shows, read from its fragment (the post and comment may be gone). */
export type NotificationFacts = {
  kind: NotificationKind;
  actorCount: number;
  post: { title: string; text: string } | null;
  comment: { text: string; isDeleted: boolean; isShadowBanned: boolean } | null;
};

/** How long a quoted title or comment may be before it is cut (a sentence, not a preview). */
export const TITLE_LENGTH = 80;
export const EXCERPT_LENGTH = 120;

/** Each kind as a setting on /profile reads, in the order she meets them. */
export const PREFERENCE_LABELS: Record<NotificationKind, string> = {
  COMMENT_ON_POST: 'Comments on your posts',
  REPLY_TO_COMMENT: 'Replies to your comments',
  COMMENT_ON_FOLLOWED_POST: 'New comments on posts you follow',
  REACTION_ON_POST: 'Reactions to your posts',
  REACTION_ON_COMMENT: 'Reactions to your comments',
  CONTENT_HIDDEN: 'When your post or comment is hidden for review',
  CONTENT_RESTORED: 'When a moderator makes it visible again',
};

/** The empty state of /notifications. */
export const NO_NOTIFICATIONS_TEXT = 'No notifications yet.';

/**
 * A text on one line, cut at a word near `max` characters with an ellipsis. The words are
 * shown as React text, never as markup.
 */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  // The cut ends a word when a space follows it.
  const space = line[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  // Cut at the last word break unless that throws most of the text away.
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The post as a sentence names it: “its title”, else “the start of its words”, else null. */
function postLabel(post: NotificationFacts['post']): string | null {
  const label = post ? excerpt(post.title, TITLE_LENGTH) || excerpt(post.text, TITLE_LENGTH) : '';
  return label ? `“${label}”` : null;
}

const members = (count: number) => (count <= 1 ? 'A member' : `${count} members`);

/** Whose words the comment is: the new comment for comment and reply kinds, hers otherwise. */
const ABOUT_SOMEONE_ELSES_COMMENT: readonly NotificationKind[] = [
  'COMMENT_ON_POST',
  'REPLY_TO_COMMENT',
  'COMMENT_ON_FOLLOWED_POST',
];

/**
 * One friendly sentence per kind, e.g. "3 members reacted to your post “Night sweats”." It
 * names the post (a comment may be on someone else's post); the comment, when there is one,
 * is quoted apart (`notificationQuote`).
 */
export function notificationSentence({ kind, actorCount, post, comment }: NotificationFacts): string {
  const label = postLabel(post);
  const yourPost = label ? `your post ${label}` : 'your post';
  const onPost = label ? ` on ${label}` : '';
  switch (kind) {
    case 'COMMENT_ON_POST':
      return `A member commented on ${yourPost}.`;
    case 'REPLY_TO_COMMENT':
      return `A member replied to your comment${onPost}.`;
    case 'COMMENT_ON_FOLLOWED_POST':
      return label
        ? `${members(actorCount)} commented on ${label}, a post you follow.`
        : `${members(actorCount)} commented on a post you follow.`;
    case 'REACTION_ON_POST':
      return `${members(actorCount)} reacted to ${yourPost}.`;
    case 'REACTION_ON_COMMENT':
      return `${members(actorCount)} reacted to your comment${onPost}.`;
    case 'CONTENT_HIDDEN':
      return comment
        ? `Your comment${onPost} was hidden while a moderator reviews it.`
        : `Your post${label ? ` ${label}` : ''} was hidden while a moderator reviews it.`;
    case 'CONTENT_RESTORED':
      return comment
        ? `A moderator has reviewed your comment${onPost}: it's visible again.`
        : `A moderator has reviewed ${yourPost}: it's visible again.`;
  }
}

/**
 * The comment the notification is about, shortened, or null: none, deleted, or someone
 * else's comment under review (its text is then only the server's placeholder).
 */
export function notificationQuote({ kind, comment }: NotificationFacts): string | null {
  if (!comment || comment.isDeleted) return null;
  if (comment.isShadowBanned && ABOUT_SOMEONE_ELSES_COMMENT.includes(kind)) return null;
  return excerpt(comment.text, EXCERPT_LENGTH) || null;
}

/** Whether the link opens the post at its comments: every kind about a comment does. */
export function opensAtComments({ kind, comment }: Pick<NotificationFacts, 'kind' | 'comment'>): boolean {
  if (kind === 'REACTION_ON_POST') return false;
  if (kind === 'CONTENT_HIDDEN' || kind === 'CONTENT_RESTORED') return comment !== null;
  return true;
}

/** The bell's accessible name, e.g. "Notifications, 3 unread". */
export function bellLabel(count: number | null): string {
  if (!count) return 'Notifications';
  return count > 99 ? 'Notifications, more than 99 unread' : `Notifications, ${count} unread`;
}
