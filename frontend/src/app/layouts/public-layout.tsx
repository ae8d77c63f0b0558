import { House, LogIn, LogOut, UserPlus } from 'lucide-react';
import { Outlet } from 'react-router';
import { QuickExitStrip } from '@/components/navigation/bottom-bar';
import { HeaderNav } from '@/components/navigation/header-nav';
import type { NavItem } from '@/components/navigation/nav-item';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { SiteFooter } from '@/components/navigation/site-footer';
import { SiteHeader } from '@/components/navigation/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/skip-link';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';
import { QuickExitButton } from '@/features/safety/components/quick-exit-button';
import { useAuth } from '@/lib/auth/use-auth';
import { footerMenu, publicFooterMenu } from './dashboard-nav';

const accountLinks: NavItem[] = [
  { label: 'Login', to: paths.auth.login.getHref(), icon: LogIn },
  { label: 'Register', to: paths.auth.register.getHref(), icon: UserPlus, highlight: true },
];

// A signed-in member can land here too (/forbidden, an unknown path).
const memberLinks: NavItem[] = [
  { label: 'Home', to: paths.app.home.getHref(), icon: House, end: true },
  { label: 'Logout', to: paths.auth.logout.getHref(), icon: LogOut },
];

/**
 * Logged-out pages: the header offers Login and Register at every width (spec §2), and the
 * footer Crisis Support, which is open to everyone. Both fit a 375 px screen.
 */
export function PublicLayout() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col pb-20 md:pb-0">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader brand={<BrandMark to={paths.app.home.getHref()} />}>
        <div className="flex items-center gap-2">
          <HeaderNav label="Account" items={user ? memberLinks : accountLinks} />
        </div>
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 md:py-14">
        <Outlet />
      </main>
      <SiteFooter items={user ? footerMenu : publicFooterMenu} />
      <QuickExitStrip />
      <QuickExitButton placement="docked" />
    </div>
  );
}
