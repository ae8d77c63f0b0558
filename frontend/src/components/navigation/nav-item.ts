import type { LucideIcon } from 'lucide-react';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Match the path exactly, so "/" is not active on every page. */
  end?: boolean;
  /** Draw as a filled button, for the one call to action in a menu (e.g. Register). */
  highlight?: boolean;
};

/** Spec §9: the mobile bottom bar holds at most 4 links. */
export const MAX_BOTTOM_BAR_ITEMS = 4;
