import { LogIn, UserPlus } from 'lucide-react';
import { Outlet } from 'react-router';
import { HeaderNav } from '@/components/navigation/header-nav';
import type { NavItem } from '@/components/navigation/nav-item';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { SiteHeader } from '@/components/navigation/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/skip-link';
import { BrandMark } from '@/components/ui/brand-mark';
import { paths } from '@/config/paths';

const accountLinks: NavItem[] = [
  { label: 'Login', to: paths.auth.login.getHref(), icon: LogIn },
  { label: 'Register', to: paths.auth.register.getHref(), icon: UserPlus, highlight: true },
];

/** Logged-out pages: the header offers Login and Register at every width. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader brand={<BrandMark to={paths.app.home.getHref()} />}>
        <HeaderNav label="Account" items={accountLinks} />
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 md:py-16">
        <Outlet />
      </main>
    </div>
  );
}
