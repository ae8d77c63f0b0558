import { Link } from 'react-router';
import { useDiscreetMode } from '@/lib/discreet-mode';
import type { NavItem } from './nav-item';

type SiteFooterProps = {
  items: readonly NavItem[];
};

export function SiteFooter({ items }: SiteFooterProps) {
  const discreet = useDiscreetMode();
  return (
    <footer className="border-t border-blush bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-6 md:flex-row md:justify-between">
        <p className="text-sm text-ink-muted">
          {discreet ? 'Notes, shared anonymously.' : 'An anonymous space for real talk about women\'s health.'}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-1 gap-y-1">
            {items.map(({ label, to }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-deep hover:bg-blush"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
