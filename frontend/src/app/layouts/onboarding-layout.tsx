import { LogOut } from 'lucide-react';
import { Outlet } from 'react-router';
import { HeaderNav } from '@/components/navigation/header-nav';
import type { NavItem } from '@/components/navigation/nav-item';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { SiteHeader } from '@/components/navigation/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/skip-link';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';

// The only way out before onboarding is finished.
const accountLinks: NavItem[] = [{ label: 'Logout', to: paths.auth.logout.getHref(), icon: LogOut }];

/** Onboarding has no menus: the member finishes it before reaching the dashboard. */
export function OnboardingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader brand={<BrandMark to={paths.onboarding.getHref()} />}>
        <HeaderNav label="Account" items={accountLinks} />
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <Outlet />
      </main>
    </div>
  );
}
