/**
 * What a page asks first, known from its URL alone (issue 37, "No waterfall"). `index.html`
 * runs this before the app has downloaded (see start.ts) and sends these requests at once; the
 * app's own requests then find their answers waiting (src/lib/early-answers.ts). Only what the first
 * screen needs, and only pages that need a session: nothing is asked for a visitor.
 *
 * Kept free of the router and Apollo, so the inline script stays small: the paths are written
 * out here, and a test holds them equal to src/config/paths.ts and to the pages' own variables.
 */
import { feedFilterFromParam, FEED_FILTER_PARAM } from '@/features/feed/feed-filter';
import { feedOrderFromParams } from '@/features/feed/feed-sort';
import { SEARCH_PARAM, searchQueryFromParam } from '@/features/feed/post-search';

export type EarlyQuery = {
  operationName: string;
  variables: Record<string, unknown>;
};

/** The route chunks a page loads: the keys of its layout and page in the build's chunk map. */
export type EarlyRoute = 'feed' | 'post' | 'login';

export type EarlyPlan = { route: EarlyRoute; queries: EarlyQuery[] };

/** Spec §9: the feed's and a thread's page size (FEED_PAGE_SIZE, COMMENTS_PAGE_SIZE). */
export const EARLY_PAGE_SIZE = 20;

const POST_PATH = /^\/post\/([^/]+)\/?$/;

function topicsQuery(filter: string): EarlyQuery {
  const operationName = filter === 'POPULAR' ? 'PopularTopics' : filter === 'ALL' ? 'HomeTopics' : 'InterestTopics';
  return { operationName, variables: {} };
}

/**
 * The first requests of the page at `url`, for a visitor with a stored session (`signedIn`) or
 * without. `knownUser`: the session's member is remembered too (spec §3 `cachedUserData`); when
 * not, the app first asks who she is, and so does this.
 */
export function earlyPlan(url: URL, signedIn: boolean, knownUser = true): EarlyPlan | null {
  const plan = pagePlan(url, signedIn);
  if (plan && signedIn && !knownUser) plan.queries.unshift({ operationName: 'CurrentUser', variables: {} });
  return plan;
}

function pagePlan(url: URL, signedIn: boolean): EarlyPlan | null {
  const params = url.searchParams;
  if (!signedIn) {
    // A member page without a session goes to /login: its chunks are what this visit needs.
    return url.pathname === '/' || url.pathname === '/login' || POST_PATH.test(url.pathname)
      ? { route: 'login', queries: [] }
      : null;
  }
  if (url.pathname === '/') {
    const filter = feedFilterFromParam(params.get(FEED_FILTER_PARAM));
    const order = feedOrderFromParams(params);
    const queries: EarlyQuery[] = [{ operationName: 'HomeReactionTypes', variables: {} }, topicsQuery(filter)];
    // A search's results are a different list; the feed's first page is the common case.
    if (!searchQueryFromParam(params.get(SEARCH_PARAM))) {
      queries.push({
        operationName: 'Feed',
        variables: {
          filter,
          sort: order.sort,
          period: order.period,
          first: EARLY_PAGE_SIZE,
        },
      });
    }
    return { route: 'feed', queries };
  }
  const post = POST_PATH.exec(url.pathname);
  if (post) {
    const id = decodeURIComponent(post[1]!);
    return {
      route: 'post',
      queries: [
        { operationName: 'PostPage', variables: { id } },
        {
          operationName: 'Comments',
          variables: { postId: id, parentId: null, first: EARLY_PAGE_SIZE },
        },
      ],
    };
  }
  return null;
}
