import { format, parseISO } from 'date-fns';
import { HOTLINES_LAST_REVIEWED } from '../hotlines';

/** "Last reviewed: November 24, 2026": how current the list is. */
export function LastReviewed({ className = '' }: { className?: string }) {
  return (
    <p className={className}>
      Last reviewed:{' '}
      <time dateTime={HOTLINES_LAST_REVIEWED}>{format(parseISO(HOTLINES_LAST_REVIEWED), 'MMMM d, yyyy')}</time>
    </p>
  );
}
