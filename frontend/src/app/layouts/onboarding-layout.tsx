import { Outlet } from 'react-router';
import { QuickExitStrip } from '@/components/navigation/bottom-bar';
import { HeaderNav } from '@/components/navigation/header-nav';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { SiteHeader } from '@/components/navigation/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/skip-link';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';
import { QuickExitButton } from '@/features/safety/components/quick-exit-button';
import { logout, onboardingMenu } from './dashboard-nav';

/**
 * Onboarding has no menus: the member finishes it before reaching the dashboard. Only Crisis
 * Support and the way out: in the header on wide screens, in the slide-in menu (with Sign
 * Out, spec §2) up to 768 px.
 */
export function OnboardingLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-20 md:pb-0">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader brand={<BrandMark to={paths.onboarding.getHref()} />}>
        <div className="flex items-center gap-2">
          <HeaderNav label="Account" items={[...onboardingMenu, logout]} desktopOnly />
          <MobileMenu items={onboardingMenu} signOutTo={logout.to} />
        </div>
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-2xl flex-1 px-4 py-10">
        <Outlet />
      </main>
      <QuickExitStrip />
      <QuickExitButton placement="docked" />
    </div>
  );
}
