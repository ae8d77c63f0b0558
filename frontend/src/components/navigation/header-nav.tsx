import { NavLink } from 'react-router';
import type { NavItem } from './nav-item';

type HeaderNavProps = {
  label: string;
  items: readonly NavItem[];
  /** Hide below 769px, where the bottom bar and slide-in menu take over. */
  desktopOnly?: boolean;
};

export function HeaderNav({ label, items, desktopOnly = false }: HeaderNavProps) {
  return (
    <nav aria-label={label} className={desktopOnly ? 'hidden md:block' : undefined}>
      <ul className="flex items-center gap-1">
        {items.map(({ label: text, to, end, highlight }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold transition-colors ${
                  isActive || highlight ? 'bg-white text-ink shadow-sm' : 'text-ink hover:bg-white/50'
                }`
              }
            >
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
