import { MessagesSquare, UserRound } from 'lucide-react';
import type { SectionTab } from '@/components/navigation/section-tabs';
import { paths } from '@/config/paths';

/** Her profile, and everything she wrote, side by side (two tabs read better on a phone than one long page). */
export const profileTabs: readonly SectionTab[] = [
  { label: 'Profile', to: paths.app.profile.getHref(), icon: UserRound },
  { label: 'Posts & comments', to: paths.app.profileActivity.getHref(), icon: MessagesSquare },
];
