/**
 * How far the server's clock may be behind ours. The call that marks them read comes just
 * after the list loads, so "read since this visit began" needs a little slack.
 */
export const CLOCK_SLACK_MS = 60_000;

type Seen = {
  /** Null while unread. */
  readAt: string | null;
  /** It came with "Load more", after this visit had marked everything read. */
  loadedLater: boolean;
};

/**
 * Whether a notification was new when she opened the list, so it stays marked as new for the
 * rest of the visit. What the list showed on opening is kept as loaded: the new ones are
 * unread. A later page comes after this visit marked them all read, so its new ones carry a
 * `readAt` from this visit.
 */
export function isNewThisVisit({ readAt, loadedLater }: Seen, visitStartedAt: number): boolean {
  if (readAt === null) return true;
  if (!loadedLater) return false;
  const read = Date.parse(readAt);
  return !Number.isNaN(read) && read >= visitStartedAt - CLOCK_SLACK_MS;
}
