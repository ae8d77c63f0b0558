import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

export type SectionTab = { label: string; to: string; icon: LucideIcon };

type SectionTabsProps = {
  /** The navigation's accessible name, e.g. "Profile sections". */
  label: string;
  tabs: readonly SectionTab[];
};

/**
 * Pages that belong together (e.g. her profile and everything she wrote) as a segmented
 * control of links: full width on a phone, the current one filled and marked `aria-current`.
 */
export function SectionTabs({ label, tabs }: SectionTabsProps) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex w-full gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-blush sm:inline-flex sm:w-auto">
        {tabs.map(({ label: text, to, icon: Icon }) => (
          // Each tab as wide as its words, the rest shared: no label is cut short on a phone.
          <li key={to} className="min-w-0 flex-auto sm:flex-none">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm sm:gap-2 sm:px-4 font-semibold whitespace-nowrap transition-colors ${
                  isActive ? 'bg-brand-deep text-white shadow-sm' : 'text-ink-muted hover:bg-blush hover:text-brand-deep'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{text}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
