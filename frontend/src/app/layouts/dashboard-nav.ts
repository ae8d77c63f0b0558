import { Bell, BookOpenText, HeartHandshake, House, Info, LogOut, SquarePen, Shield, UserRound } from 'lucide-react';
import type { NavItem } from '@/components/navigation/nav-item';
import { paths } from '@/config/paths';
import { bellLabel } from '@/features/notifications/notification-texts';

/** What the viewer may see in the menus; spec §2: Profile when logged in, Admin only for admins. */
export type MenuAccess = { profile: boolean; admin: boolean };

const home: NavItem = { label: 'Home', to: paths.app.home.getHref(), icon: House, end: true };
const secondOpinion: NavItem = {
  label: 'Second Opinion',
  to: paths.app.resources.getHref(),
  icon: BookOpenText,
};
const about: NavItem = { label: 'About Us', to: paths.app.about.getHref(), icon: Info };
const profile: NavItem = { label: 'Profile', to: paths.app.profile.getHref(), icon: UserRound };
const admin: NavItem = { label: 'Admin', to: paths.admin.users.getHref(), icon: Shield, end: true };
/** Open to everyone (see `ViewerLayout`): every layout links to it. */
export const crisisSupport: NavItem = {
  label: 'Crisis Support',
  to: paths.app.crisisSupport.getHref(),
  icon: HeartHandshake,
};
const newPost: NavItem = { label: 'Post', to: paths.app.newPost.getHref(), icon: SquarePen };
export const logout: NavItem = { label: 'Logout', to: paths.auth.logout.getHref(), icon: LogOut };

export function mainMenu(access: MenuAccess): NavItem[] {
  return [
    home,
    secondOpinion,
    about,
    ...(access.profile ? [profile] : []),
    ...(access.admin ? [admin] : []),
  ];
}

/** The slide-in menu repeats the main menu and adds the footer-only link. */
export function mobileMenu(access: MenuAccess): NavItem[] {
  return [...mainMenu(access), crisisSupport];
}

/**
 * At most 4 (spec §9). A member's fourth is her notifications, with the unread count: on a
 * phone her profile is the avatar in the header (and in the slide-in menu).
 */
export function bottomBar(access: MenuAccess, unread: number | null = null): NavItem[] {
  const notifications: NavItem = {
    label: 'Notifications',
    to: paths.app.notifications.getHref(),
    icon: Bell,
    count: unread,
    ariaLabel: bellLabel(unread),
  };
  return [home, secondOpinion, newPost, access.profile ? notifications : about];
}

export const footerMenu: NavItem[] = [home, about, crisisSupport, logout];

/** Logged-out pages: the header holds Login and Register, the footer Crisis Support. */
export const publicFooterMenu: NavItem[] = [crisisSupport];

/** Onboarding has no menus (she finishes it first), only Crisis Support and the way out. */
export const onboardingMenu: NavItem[] = [crisisSupport];
