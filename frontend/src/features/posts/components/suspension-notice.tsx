import { PauseCircle } from 'lucide-react';
import { useSuspendedUntil } from '../hooks/use-suspended-until';
import { suspensionText } from '../suspension';

/**
 * A calm note above the feed, Create Post and her profile while an admin's suspension lasts:
 * she learns it before she writes, rather than from a refused post. Nothing shows otherwise.
 */
export function SuspensionNotice() {
  const until = useSuspendedUntil();
  if (!until) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-3xl bg-cream px-5 py-4 text-ink shadow-sm ring-1 ring-blush"
    >
      <PauseCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-deep" />
      <span>{suspensionText(until)}</span>
    </p>
  );
}
