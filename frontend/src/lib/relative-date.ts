const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * When something was posted, the way a feed says it: "just now", "5 minutes ago",
 * "yesterday", "3 days ago", then a short date ("Mar 12", with the year when it is not this
 * year). Empty for a date that cannot be read.
 */
export function relativeDate(iso: string, now = Date.now(), locale?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const ago = now - then;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  // A clock a little ahead of ours still reads "just now".
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < WEEK) return relative.format(-Math.floor(ago / DAY), 'day');
  const sameYear = new Date(then).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(then);
}

/** The full date and time, e.g. for a `<time>` element's tooltip. */
export function fullDate(iso: string, locale?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(then);
}
