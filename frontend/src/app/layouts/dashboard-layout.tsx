import { Outlet } from 'react-router';
import { renderPostImageUpload } from '@/app/forum/post-image-upload';
import { BottomBar } from '@/components/navigation/bottom-bar';
import { HeaderNav } from '@/components/navigation/header-nav';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import { NavigationProgress } from '@/components/navigation/navigation-progress';
import { SiteFooter } from '@/components/navigation/site-footer';
import { SiteHeader } from '@/components/navigation/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/skip-link';
import { BrandMark } from '@/components/ui/brand-mark';
import { StoredImageProvider, type StoredImageProps } from '@/components/ui/stored-image-slot';
import { UnsentChangesGuard } from '@/components/ui/unsent-changes-guard';
import { paths } from '@/config/paths';
import { NotificationBell, UnreadAnnouncer } from '@/features/notifications/components/notification-bell';
import { useUnreadNotificationCount } from '@/features/notifications/hooks/use-unread-notification-count';
import { PostImageUploadContext } from '@/features/posts/components/post-image-upload';
import { SuspensionProvider } from '@/features/posts/components/suspension-provider';
import { QuickExitButton } from '@/features/safety/components/quick-exit-button';
import { WritingSafetyProvider } from '@/features/safety/components/writing-safety-provider';
import { CrisisLines } from '@/features/support/components/crisis-lines';
import { StoredImage } from '@/features/uploads/components/stored-image';
import { useAuth } from '@/lib/auth/use-auth';
import { HeaderAvatar } from './header-avatar';
import { bottomBar, footerMenu, mainMenu, mobileMenu, type MenuAccess } from './dashboard-nav';

const renderStoredImage = (props: StoredImageProps) => <StoredImage {...props} />;
const crisisLines = <CrisisLines />;

export function DashboardLayout() {
  // Spec §2: Profile when logged in, Admin only for admins.
  const { user } = useAuth();
  const access: MenuAccess = { profile: user !== null, admin: user?.isAdmin === true };
  // One count for the header's bell (wide screens) and the bottom bar's (phones).
  const unread = useUnreadNotificationCount(user !== null);
  return (
    <div className="flex min-h-dvh flex-col pb-20 md:pb-0">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader brand={<BrandMark to={paths.app.home.getHref()} />}>
        <div className="flex items-center gap-2">
          <HeaderNav label="Main" items={mainMenu(access)} desktopOnly />
          {user ? <NotificationBell count={unread} className="hidden md:inline-flex" /> : null}
          <HeaderAvatar />
          <MobileMenu items={mobileMenu(access)} signOutTo={paths.auth.logout.getHref()} />
        </div>
      </SiteHeader>
      {/* At least a screen tall, so the footer starts below the first screen: seen while a
          page loads, it was pushed down when the posts came (Lighthouse's layout shift). */}
      <main id={MAIN_CONTENT_ID} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 md:py-10">
        {/* Posts, comments and resources show uploaded images through the uploads feature, and
            a post edited in place uploads them through it. Leaving a page with unsent words asks first.
            Every post, comment and reply box has the crisis panel and the privacy check, and every
            reaction control knows whether she is suspended. */}
        <StoredImageProvider render={renderStoredImage}>
          <PostImageUploadContext.Provider value={renderPostImageUpload}>
            <UnsentChangesGuard>
              <WritingSafetyProvider crisisLines={crisisLines}>
                <SuspensionProvider>
                  <Outlet />
                </SuspensionProvider>
              </WritingSafetyProvider>
            </UnsentChangesGuard>
          </PostImageUploadContext.Provider>
        </StoredImageProvider>
      </main>
      <SiteFooter items={footerMenu} />
      <BottomBar items={bottomBar(access, unread)} />
      <QuickExitButton placement="docked" />
      <UnreadAnnouncer count={unread} />
    </div>
  );
}
