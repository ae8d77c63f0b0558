import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { BottomBar } from '@/components/navigation/bottom-bar';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import type { NavItem } from '@/components/navigation/nav-item';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { SiteHeader } from '@/components/navigation/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/skip-link';
import { BrandMark } from '@/components/ui/brand-mark';
import { QuickExitSpace } from '@/components/ui/quick-exit-space';
import { StoredImageProvider, type StoredImageProps } from '@/components/ui/stored-image-slot';
import { paths } from '@/config/paths';
import { QuickExitButton } from '@/features/safety/components/quick-exit-button';
import { StoredImage } from '@/features/uploads/components/stored-image';
import { adminBottomBar, adminLogout, adminSections, siteHome } from './admin-nav';

const renderStoredImage = (props: StoredImageProps) => <StoredImage {...props} />;

function SidebarLink({ label, to, icon: Icon, end }: NavItem) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors ${
          isActive ? 'bg-blush text-brand-deep' : 'text-ink hover:bg-cream'
        }`
      }
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </NavLink>
  );
}

/** Marks the document as the back office while it shows: its toasts rise from the bottom (index.css). */
function useAdminArea() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.area = 'admin';
    return () => {
      delete root.dataset.area;
    };
  }, []);
}

export function AdminLayout() {
  useAdminArea();
  return (
    <div className="flex min-h-dvh flex-col pb-20 md:flex-row md:pb-0">
      <SkipLink />
      <NavigationProgress />
      <div className="md:hidden">
        <SiteHeader brand={<BrandMark to={paths.admin.users.getHref()} caption="Admin" />}>
          <MobileMenu items={[...adminSections, siteHome]} signOutTo={adminLogout.to} />
        </SiteHeader>
      </div>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-blush bg-white md:flex">
        <div className="bg-brand-gradient space-y-3 px-5 py-4 [&_:focus-visible]:outline-ink">
          <QuickExitSpace where="sidebar" />
          <BrandMark to={paths.admin.users.getHref()} caption="Admin" />
        </div>
        <nav aria-label="Admin" className="flex flex-1 flex-col justify-between p-3">
          <ul className="space-y-1">
            {adminSections.map((item) => (
              <li key={item.to}>
                <SidebarLink {...item} />
              </li>
            ))}
          </ul>
          <ul className="space-y-1 border-t border-blush pt-3">
            {[siteHome, adminLogout].map((item) => (
              <li key={item.to}>
                <SidebarLink {...item} />
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id={MAIN_CONTENT_ID} className="w-full min-w-0 flex-1 px-4 py-8 md:px-6 md:py-10 2xl:px-10">
        {/* Covers, post images and avatars show through the uploads feature. */}
        <StoredImageProvider render={renderStoredImage}>
          <Outlet />
        </StoredImageProvider>
      </main>
      <BottomBar items={adminBottomBar} />
      <QuickExitButton placement="docked" wide="sidebar" />
    </div>
  );
}
