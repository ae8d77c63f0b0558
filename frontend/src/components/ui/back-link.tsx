import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** A link back to the list a detail screen belongs to, e.g. "Posts". */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-brand-deep hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
