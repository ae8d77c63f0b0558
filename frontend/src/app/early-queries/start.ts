/**
 * The inline script of index.html (issue 37, "No waterfall"), built by
 * scripts/early-queries.ts. Before the app's code has downloaded, it
 *
 * - preloads the chunks of the page's route (its layout and its page), so they download
 *   alongside the app's entry instead of after it;
 * - sends the page's first GraphQL requests with the stored session, exactly as the app will
 *   send them; the app's Apollo link (src/lib/early-answers.ts) then adopts each answer once.
 *
 * The session stays where it is (localStorage): nothing of it goes into the HTML, a URL or a
 * cookie. Without a stored session nothing is asked.
 */
import { GRAPHQL_URL } from '@/config/api';
import { sessionStore } from '@/lib/auth/session-store';
import { earlyKey, type EarlyAnswer } from '@/lib/early-answers';
import { earlyPlan, type EarlyRoute } from './plan';

/** What the build knows: each early operation's text as the app sends it, each route's chunks. */
export type EarlyBuild = {
  queries: Record<string, string>;
  chunks: Record<EarlyRoute, string[]>;
};

export function startEarlyQueries(build: EarlyBuild): void {
  const token = sessionStore.getToken();
  const plan = earlyPlan(new URL(window.location.href), token !== null, sessionStore.getCachedUser() !== null);
  if (!plan) return;
  for (const href of build.chunks[plan.route]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  if (!token) return;
  // The same headers as session-calls.ts `authHeaders` (a test holds them equal).
  const authorization = `${token.tokenType || 'Bearer'} ${token.accessToken}`;
  const headers = {
    'Content-Type': 'application/json',
    Authorization: authorization,
    'X-Refresh-Token': token.refreshToken,
  };
  const answers = new Map<string, EarlyAnswer>();
  for (const { operationName, variables } of plan.queries) {
    const query = build.queries[operationName];
    if (!query) continue;
    const body = fetch(GRAPHQL_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationName, variables, query }),
    })
      // Anything but a plain answer is left to the app, which asks again and handles it.
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .catch(() => null);
    answers.set(earlyKey(operationName, variables, authorization), {
      query,
      startedAt: Date.now(),
      body,
    });
  }
  window.__forumEarly = answers;
}
