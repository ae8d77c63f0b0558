import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link from the review to another back-office page (the post, the writer's page). */
export function OpenLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-brand-deep hover:underline"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
