import type { LucideIcon } from 'lucide-react';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Match the path exactly, so "/" is not active on every page. */
  end?: boolean;
  /** Draw as a filled button, for the one call to action in a menu (e.g. Register). */
  highlight?: boolean;
  /** A number on the icon (e.g. unread notifications); nothing for 0 or null. */
  count?: number | null;
  /** The accessible name when it says more than the label, e.g. "Notifications, 3 unread". */
  ariaLabel?: string;
};

/** Spec §9: the mobile bottom bar holds at most 4 links. */
export const MAX_BOTTOM_BAR_ITEMS = 4;
