import { EyeOff } from 'lucide-react';

/** Marks her own post or comment that a report has put under review (only she and admins see it). */
export function UnderReviewBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-cream px-2.5 py-1 text-xs font-semibold text-ink-muted ring-1 ring-brand-amber/40">
      <EyeOff aria-hidden="true" className="size-3.5" />
      Under review
    </span>
  );
}
