import { useAuth } from '@/lib/auth/use-auth';
import { DashboardLayout } from './dashboard-layout';
import { OnboardingLayout } from './onboarding-layout';
import { PublicLayout } from './public-layout';

/**
 * The layout of a page open to everyone (crisis support): the one the viewer sees everywhere
 * else. A member has her dashboard and its menus; a member who has not finished onboarding
 * (admins skip it, spec §2) the onboarding frame, whose links all lead back to it; a visitor
 * the public layout with Login and Register. Reads the auth state, so signing in or out in
 * another tab swaps the frame in place.
 */
export function ViewerLayout() {
  const { user } = useAuth();
  if (!user) return <PublicLayout />;
  if (!user.isAdmin && !user.onboardingComplete) return <OnboardingLayout />;
  return <DashboardLayout />;
}
