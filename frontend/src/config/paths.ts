import { generatePath } from 'react-router';

/**
 * A path on this site, or null: refuses absolute and protocol-relative URLs (`//evil`,
 * `/\\evil`), so a redirect target from a query string or the server cannot leave the site.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * Every route path of spec §2 and the link builders for them, in one place.
 * `path` is the router pattern; `getHref` builds a concrete, URL-encoded link.
 */
export const paths = {
  auth: {
    register: { path: '/register', getHref: () => '/register' },
    login: {
      path: '/login',
      // `next` is the page to return to after logging in; only a same-site path is kept.
      getHref: (next?: string | null) => {
        const back = safeLocalPath(next);
        // Coming back to / is the default, and to /login or /logout would loop.
        const useful = back && back !== '/' && !/^\/log(in|out)\b/.test(back);
        return useful ? `/login?${new URLSearchParams({ next: back }).toString()}` : '/login';
      },
    },
    logout: { path: '/logout', getHref: () => '/logout' },
    requestReset: { path: '/request-reset', getHref: () => '/request-reset' },
    resetPassword: {
      path: '/reset-password',
      // The reset e-mail links here with the token and the user id in the query string.
      getHref: (token: string, id: string) =>
        `/reset-password?${new URLSearchParams({ token, id }).toString()}`,
    },
  },
  forbidden: { path: '/forbidden', getHref: () => '/forbidden' },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  app: {
    home: { path: '/', getHref: () => '/' },
    topic: {
      path: '/topic/:topicId',
      getHref: (topicId: string) => generatePath('/topic/:topicId', { topicId }),
    },
    resources: { path: '/resources', getHref: () => '/resources' },
    post: {
      path: '/post/:id',
      // `?comments` asks the post page to scroll to the comments (spec §2); `?comment={id}`
      // is that comment's permalink: the thread opens down to it (issue 36).
      getHref: (id: string, options: { comments?: boolean; comment?: string } = {}) =>
        generatePath('/post/:id', { id }) +
        (options.comment
          ? `?${new URLSearchParams({ comment: options.comment }).toString()}`
          : options.comments
            ? '?comments=true'
            : ''),
    },
    newPost: {
      path: '/new-post',
      // `?topic` ticks a topic at the start (from a topic's page).
      getHref: (topicId?: string) => (topicId ? `/new-post?${new URLSearchParams({ topic: topicId }).toString()}` : '/new-post'),
    },
    resource: {
      path: '/resource/:id',
      getHref: (id: string) => generatePath('/resource/:id', { id }),
    },
    profile: { path: '/profile', getHref: () => '/profile' },
    // Everything she wrote: her posts and comments, a tab beside her profile.
    profileActivity: { path: '/profile/activity', getHref: () => '/profile/activity' },
    // The posts she saved (issue 36), hers alone.
    profileSaved: { path: '/profile/saved', getHref: () => '/profile/saved' },
    // What happened to her posts and comments (the bell's list).
    notifications: { path: '/notifications', getHref: () => '/notifications' },
    crisisSupport: { path: '/crisis-support', getHref: () => '/crisis-support' },
    about: { path: '/about', getHref: () => '/about' },
  },
  admin: {
    users: { path: '/admin', getHref: () => '/admin' },
    topics: { path: '/admin/topics', getHref: () => '/admin/topics' },
    resources: { path: '/admin/resources', getHref: () => '/admin/resources' },
    posts: { path: '/admin/posts', getHref: () => '/admin/posts' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    auditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
    crashReports: { path: '/admin/crash-reports', getHref: () => '/admin/crash-reports' },
    reactions: { path: '/admin/reactions', getHref: () => '/admin/reactions' },
    // Topic and resource ids may be `NEW_ID` to open an empty form.
    topic: {
      path: '/admin/topic/:id',
      getHref: (id: string) => generatePath('/admin/topic/:id', { id }),
    },
    resource: {
      path: '/admin/resource/:id',
      getHref: (id: string) => generatePath('/admin/resource/:id', { id }),
    },
    post: {
      path: '/admin/post/:id',
      getHref: (id: string) => generatePath('/admin/post/:id', { id }),
    },
    report: {
      path: '/admin/report/:id',
      getHref: (id: string) => generatePath('/admin/report/:id', { id }),
    },
    // One member as a person: her record, history and the member-level actions (issue 22).
    member: {
      path: '/admin/user/:id',
      getHref: (id: string) => generatePath('/admin/user/:id', { id }),
    },
  },
} as const;

/** The id in an admin form path that means "create a new one" (spec §2). */
export const NEW_ID = 'new';

/**
 * Pages open to everyone, signed in or not (the `ViewerLayout` group of routes.tsx): a session
 * that ends there leaves the visitor on the page instead of sending her to /login. Someone
 * looking for a crisis line must never meet a login form.
 */
const openToEveryone: readonly string[] = [paths.app.crisisSupport.path];

export const isOpenToEveryone = (pathname: string) => openToEveryone.includes(pathname.replace(/\/+$/, '') || '/');
