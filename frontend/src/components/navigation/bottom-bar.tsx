import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { MAX_BOTTOM_BAR_ITEMS, type NavItem } from './nav-item';

type BottomBarProps = {
  /** Only the first four are shown (spec §9); the rest belong in the slide-in menu. */
  items: readonly NavItem[];
};

/** Fixed tab bar for widths up to 768px. */
export function BottomBar({ items }: BottomBarProps) {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-blush bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(38_20_31/0.06)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        {items.slice(0, MAX_BOTTOM_BAR_ITEMS).map(({ label, to, icon: Icon, end, count, ariaLabel }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={end}
              aria-label={ariaLabel}
              className={({ isActive }) =>
                // Icons stay in one row even when a long label wraps to two lines.
                `flex min-h-16 flex-col items-center justify-start gap-1 px-1 pt-2.5 pb-1.5 text-center text-xs leading-tight font-semibold ${
                  isActive ? 'text-brand-deep' : 'text-ink-muted hover:text-ink'
                }`
              }
            >
              <span className="relative">
                <Icon aria-hidden="true" className="size-5" />
                <CountBadge count={count} />
              </span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
