const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

// The forum speaks US English, and these dates are written by hand on purpose, on every first
// screen that shows a byline: the first Intl date or relative-time formatter a page makes costs
// about 15 ms of a phone's main thread (ICU loading its data), and date-fns' `format` would
// add a chunk of its own (about 6 kB) to the feed's download.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const month = (date: Date) => MONTHS[date.getMonth()] ?? '';

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * When something was posted, the way a feed says it: "just now", "5 minutes ago",
 * "yesterday", "3 days ago", then a short date ("Mar 12", with the year when it is not this
 * year). Empty for a date that cannot be read.
 */
export function relativeDate(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  // A clock a little ahead of ours still reads "just now".
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < WEEK) return ago(Math.floor(elapsed / DAY), 'day');
  const date = new Date(then);
  const day = `${month(date).slice(0, 3)} ${date.getDate()}`;
  return date.getFullYear() === new Date(now).getFullYear() ? day : `${day}, ${date.getFullYear()}`;
}

/** The full date and time, e.g. for a `<time>` element's tooltip: "March 1, 2026 at 8:05 AM". */
export function fullDate(iso: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const date = new Date(then);
  const hour = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const half = date.getHours() < 12 ? 'AM' : 'PM';
  return `${month(date)} ${date.getDate()}, ${date.getFullYear()} at ${hour}:${minutes} ${half}`;
}
