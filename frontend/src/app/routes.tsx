import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { adminLoader, dashboardLoader, guestLoader, memberLoader, onboardingLoader, viewerLoader } from './guards';
import { AppRoot } from './layouts/app-root';
import { ShellFallback } from './layouts/shell-fallback';
import { RouteError } from './route-error';

const routeError = <RouteError />;

/**
 * Spec §2. Pages are lazy route modules (each exports `Component` and, when needed, `loader`).
 * Guards are loaders on the groups below (see guards.ts), so no page has to remember them.
 * Layouts are lazy too: React Router loads a layout's chunk in parallel with its page's and
 * with the guard's auth check, so the first screen waits no longer, and the first download
 * holds only what every screen needs (the bundle budget, `npm run budget`, checks it).
 */
export const routes: RouteObject[] = [
  {
    // No errorElement here on purpose: each layout shows the crash screen, and what escapes
    // them (an error outside the layouts, or in the crash screen itself) gets React Router's
    // own screen, "Unexpected Application Error!" (spec §2), which cannot fail in turn.
    // AppRoot resets the scroll position on every page change (spec §9).
    Component: AppRoot,
    HydrateFallback: ShellFallback,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
        errorElement: routeError,
        children: [
          {
            // Signed-in visitors are sent on to the app.
            loader: guestLoader,
            children: [
              { path: paths.auth.register.path, lazy: () => import('./routes/auth/register') },
              { path: paths.auth.login.path, lazy: () => import('./routes/auth/login') },
              { path: paths.auth.requestReset.path, lazy: () => import('./routes/auth/request-reset') },
            ],
          },
          { path: paths.auth.logout.path, lazy: () => import('./routes/auth/logout') },
          // No guest guard: a reset link from an email must work even where a session is still stored.
          { path: paths.auth.resetPassword.path, lazy: () => import('./routes/auth/reset-password') },
          { path: paths.forbidden.path, lazy: () => import('./routes/forbidden') },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFound }) },
        ],
      },
      {
        // Open to everyone: a member sees her usual layout and menus, anyone else the public
        // one. Never behind a login, and not behind onboarding either.
        lazy: async () => ({ Component: (await import('./layouts/viewer-layout')).ViewerLayout }),
        loader: viewerLoader,
        errorElement: routeError,
        children: [{ path: paths.app.crisisSupport.path, lazy: () => import('./routes/app/crisis-support') }],
      },
      {
        // Members only.
        id: 'member',
        loader: memberLoader,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/onboarding-layout')).OnboardingLayout }),
            loader: onboardingLoader,
            errorElement: routeError,
            children: [{ path: paths.onboarding.path, lazy: () => import('./routes/onboarding') }],
          },
          {
            lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
            loader: dashboardLoader,
            errorElement: routeError,
            children: [
              { path: paths.app.home.path, lazy: () => import('./routes/app/home') },
              { path: paths.app.topic.path, lazy: () => import('./routes/app/topic') },
              { path: paths.app.resources.path, lazy: () => import('./routes/app/resources') },
              { path: paths.app.post.path, lazy: () => import('./routes/app/post') },
              { path: paths.app.newPost.path, lazy: () => import('./routes/app/new-post') },
              { path: paths.app.resource.path, lazy: () => import('./routes/app/resource') },
              { path: paths.app.profile.path, lazy: () => import('./routes/app/profile') },
              { path: paths.app.profileActivity.path, lazy: () => import('./routes/app/profile-activity') },
              { path: paths.app.profileSaved.path, lazy: () => import('./routes/app/profile-saved') },
              { path: paths.app.notifications.path, lazy: () => import('./routes/app/notifications') },
              { path: paths.app.about.path, lazy: () => import('./routes/app/about') },
            ],
          },
          {
            // Admins only.
            id: 'admin',
            loader: adminLoader,
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            errorElement: routeError,
            children: [
              { path: paths.admin.users.path, lazy: () => import('./routes/admin/users') },
              { path: paths.admin.topics.path, lazy: () => import('./routes/admin/topics') },
              { path: paths.admin.resources.path, lazy: () => import('./routes/admin/resources') },
              { path: paths.admin.posts.path, lazy: () => import('./routes/admin/posts') },
              { path: paths.admin.reports.path, lazy: () => import('./routes/admin/reports') },
              { path: paths.admin.auditLog.path, lazy: () => import('./routes/admin/audit-log') },
              { path: paths.admin.crashReports.path, lazy: () => import('./routes/admin/crash-reports') },
              { path: paths.admin.reactions.path, lazy: () => import('./routes/admin/reactions') },
              { path: paths.admin.topic.path, lazy: () => import('./routes/admin/topic') },
              { path: paths.admin.resource.path, lazy: () => import('./routes/admin/resource') },
              { path: paths.admin.post.path, lazy: () => import('./routes/admin/post') },
              { path: paths.admin.report.path, lazy: () => import('./routes/admin/report') },
              { path: paths.admin.member.path, lazy: () => import('./routes/admin/member') },
            ],
          },
        ],
      },
    ],
  },
];
