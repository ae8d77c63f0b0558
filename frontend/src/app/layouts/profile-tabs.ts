import { Bookmark, MessagesSquare, UserRound } from 'lucide-react';
import type { SectionTab } from '@/components/navigation/section-tabs';
import { paths } from '@/config/paths';

/** Her profile, everything she wrote, and what she saved, side by side (two tabs read better on a phone than one long page). */
export const profileTabs: readonly SectionTab[] = [
  { label: 'Profile', to: paths.app.profile.getHref(), icon: UserRound },
  { label: 'Posts & comments', to: paths.app.profileActivity.getHref(), icon: MessagesSquare },
  { label: 'Saved', to: paths.app.profileSaved.getHref(), icon: Bookmark },
];
