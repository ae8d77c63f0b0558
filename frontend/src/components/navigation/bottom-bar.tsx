import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { QuickExitSpace } from '@/components/ui/quick-exit-space';
import { MAX_BOTTOM_BAR_ITEMS, type NavItem } from './nav-item';

type BottomBarProps = {
  /** Only the first four are shown (spec §9); the rest belong in the slide-in menu. */
  items: readonly NavItem[];
};

/**
 * Fixed tab bar for widths up to 768px. Its right end is kept free for Quick exit, which the
 * layout draws there above every dialog (QuickExitSpace).
 */
/** The bottom bar of a layout without tab links (logged out, onboarding): only Quick exit's space. */
export function QuickExitStrip() {
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 bottom-0 z-30 flex justify-end border-t border-blush bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <QuickExitSpace where="bar" />
    </div>
  );
}

export function BottomBar({ items }: BottomBarProps) {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-blush bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(38_20_31/0.06)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md min-w-0 flex-1">
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
      <QuickExitSpace where="bar" />
    </nav>
  );
}
