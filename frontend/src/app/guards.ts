import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths, safeLocalPath } from '@/config/paths';
import { auth } from '@/lib/auth/auth';
import { session } from '@/lib/auth/session';

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The signed-in user, or a redirect to /login that remembers the page asked for.
 * React Router runs a route's loaders in parallel, so each guard asks for itself; the auth
 * state makes them share one check.
 */
export async function requireUser(request: Request) {
  const user = await auth.ensure();
  if (!user) throw redirect(paths.auth.login.getHref(here(request)));
  return user;
}

/** Spec §2 "Logged in": every member route requires authentication. */
export async function memberLoader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}

/** Spec §2: non-admins whose onboarding is incomplete go to /onboarding; admins skip it. */
export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!user.isAdmin && !user.onboardingComplete) throw redirect(paths.onboarding.getHref());
  return null;
}

/** Spec §2: onboarding already complete goes to /. */
export async function onboardingLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (user.onboardingComplete) throw redirect(paths.app.home.getHref());
  return null;
}

/** Spec §2 "Admin": permissions.isAdmin, others go to /forbidden. */
export async function adminLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!user.isAdmin) throw redirect(paths.forbidden.getHref());
  return null;
}

/**
 * Pages open to everyone, signed in or not (crisis support): nobody is sent to /login, and who
 * is signed in only decides the layout (`ViewerLayout`). Waits for the auth state to settle, so
 * a stored session shows the member's layout at once instead of the public one first.
 */
export async function viewerLoader() {
  await auth.ensure();
  return null;
}

/** Login, register and forgot-password make no sense signed in: go where login would. */
export function requireGuest(request: Request) {
  if (session.token() && session.user()) {
    const next = new URL(request.url).searchParams.get('next');
    throw redirect(safeLocalPath(next) ?? paths.app.home.getHref());
  }
}

export function guestLoader({ request }: LoaderFunctionArgs) {
  requireGuest(request);
  return null;
}
