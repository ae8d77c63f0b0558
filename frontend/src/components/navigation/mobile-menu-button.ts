import type { NavItem } from './nav-item';

export type MobileMenuProps = {
  items: readonly NavItem[];
  signOutTo: string;
};

/** The menu button's look: the drawer's trigger, and its stand-in until the drawer has loaded. */
export const MENU_BUTTON_CLASSES =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/80 text-ink shadow-sm hover:bg-white md:hidden';
