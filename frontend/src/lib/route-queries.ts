import type { PreloadedQueryRef } from '@apollo/client/react';
import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { isForbidden } from '@/lib/api-error';
import { preloadQuery } from '@/lib/apollo-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's reference
type PageQueries = Record<string, PreloadedQueryRef<any, any, any>>;

/**
 * Spec §4 "403: go to /forbidden", for page loads only: a loader that calls the server itself
 * (e.g. `apiFetch`) passes its failure through here. Anything else is the page's to show.
 */
export function redirectWhenForbidden(error: unknown): void {
  if (isForbidden(error)) throw redirect(paths.forbidden.getHref());
}

/**
 * A route loader's answer: the page's queries, started with `preloadQuery` as the navigation
 * starts and read in the page with `useReadQuery`. Waits until they have answered, so that a
 * page load the server refuses with FORBIDDEN goes to /forbidden (a FORBIDDEN from a form's
 * mutation is only that form's error). Other failures are the page's to show in place:
 * `useReadQuery` throws them to the section's `QueryBoundary`.
 */
export async function awaitPageQueries<T extends PageQueries>(queries: T): Promise<T> {
  const answers = await Promise.allSettled(Object.values(queries).map((ref) => preloadQuery.toPromise(ref)));
  for (const answer of answers) if (answer.status === 'rejected') redirectWhenForbidden(answer.reason);
  return queries;
}

/** The data a route's loader returns, for `useLoaderData<LoaderData<typeof loader>>()`. */
export type LoaderData<Loader extends (...args: never[]) => unknown> = Awaited<ReturnType<Loader>>;
