import { Bell } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { paths } from '@/config/paths';
import { bellLabel } from '../notification-texts';

type NotificationBellProps = {
  /** Her unread notifications (`useUnreadNotificationCount`); null until known. */
  count: number | null;
  className?: string;
};

/**
 * The header's bell, linking to /notifications. It shows a number only (a shared screen must
 * not tell what happened); its name says it, e.g. "Notifications, 3 unread".
 */
export function NotificationBell({ count, className = '' }: NotificationBellProps) {
  return (
    <NavLink
      to={paths.app.notifications.getHref()}
      aria-label={bellLabel(count)}
      className={({ isActive }) =>
        `relative size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors ${
          isActive ? 'bg-white shadow-sm' : 'hover:bg-white/50'
        } ${className}`
      }
    >
      <span className="relative">
        <Bell aria-hidden="true" className="size-6" />
        <CountBadge count={count} />
      </span>
    </NavLink>
  );
}

/**
 * Tells a screen reader, politely, when new notifications arrive while she is on the site:
 * "2 unread notifications". Not the first number, nor a number going down (she read them).
 */
export function UnreadAnnouncer({ count }: { count: number | null }) {
  const [seen, setSeen] = useState(count);
  const [message, setMessage] = useState('');
  if (count !== seen) {
    setSeen(count);
    if (seen !== null && count !== null && count > seen) {
      setMessage(count === 1 ? '1 unread notification' : `${count > 99 ? 'More than 99' : count} unread notifications`);
    } else {
      // Quiet, so that the same number arriving again later is announced again.
      setMessage('');
    }
  }
  return (
    <p aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
