import { readFileSync } from 'node:fs';
import { HttpLink } from '@apollo/client';
import { EARLY_OPERATIONS, wireQueries } from '../../../scripts/early-queries';
import { paths } from '@/config/paths';
import { COMMENTS_PAGE_SIZE } from '@/features/posts/api/comments';
import { FEED_PAGE_SIZE } from '@/features/feed/hooks/use-cursor-list';
import { CommentsDocument, FeedDocument, HomeReactionTypesDocument, PostPageDocument } from '@/gql/graphql';
import { createApolloClient } from '@/lib/apollo-client';
import { adoptEarlyAnswer, refreshingFetchPolicy } from '@/lib/early-answers';
import { authHeaders, REFRESH_URL } from '@/lib/auth/session-calls';
import { sessionStore } from '@/lib/auth/session-store';
import { earlyPlan } from './plan';
import { startEarlyQueries, type EarlyBuild } from './start';

const queries = await wireQueries(readFileSync(`${process.cwd()}/src/gql/graphql.ts`, 'utf8'));
const build: EarlyBuild = {
  queries,
  chunks: {
    feed: ['/assets/home.js'],
    post: ['/assets/post.js'],
    login: ['/assets/login.js'],
  },
};

type Call = {
  url: string;
  body: { operationName: string; variables: unknown; query: string };
  headers: Headers;
};
let calls: Call[];
let answer: (call: Call) => unknown;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
  });
const feedAnswer = (cursor: string) => ({
  data: {
    feed: {
      __typename: 'FeedPage',
      items: [],
      hasNextPage: false,
      endCursor: cursor,
    },
  },
});
/** A plain answer for each operation of the feed's and a post's first screen. */
const plainAnswer = (call: Call): unknown =>
  ({
    Feed: feedAnswer('early'),
    HomeReactionTypes: { data: { reactionTypes: [] } },
    InterestTopics: { data: { me: null } },
    PostPage: { data: { post: null } },
    CurrentUser: { data: { me: null } },
    Comments: {
      data: {
        comments: {
          __typename: 'CommentPage',
          items: [],
          hasNextPage: false,
          endCursor: null,
        },
      },
    },
  })[call.body.operationName];

function signIn(accessToken = 'a1') {
  sessionStore.setToken({
    accessToken,
    refreshToken: `r-${accessToken}`,
    tokenType: 'Bearer',
  });
  sessionStore.setCachedUser(
    {
      id: 'u1',
      username: 'bea',
      profileColour: '#f06f2e',
      isAdmin: false,
      onboardingComplete: true,
    },
    Date.now(),
  );
}

/** The app's own client over HTTP, as in the browser. */
const appClient = () => createApolloClient(new HttpLink({ uri: '/graphql', fetch: (...args) => fetch(...args) }));
const graphqlCalls = () => calls.filter((call) => call.url === '/graphql');
const feedVariables = {
  filter: 'INTERESTS',
  sort: 'NEW',
  period: 'WEEK',
  first: FEED_PAGE_SIZE,
} as const;

beforeEach(() => {
  localStorage.clear();
  window.__forumEarly = undefined;
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
  calls = [];
  answer = plainAnswer;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        body: JSON.parse(String(init.body ?? '{}')) as Call['body'],
        headers: new Headers(init.headers),
      };
      calls.push(call);
      return json(answer(call));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('early queries (issue 37)', () => {
  it('the plan uses the app’s paths and page sizes', () => {
    expect(paths.app.home.path).toBe('/');
    expect(paths.app.post.getHref('p 1')).toBe('/post/p%201');
    expect(paths.auth.login.path).toBe('/login');
    expect(FEED_PAGE_SIZE).toBe(20);
    expect(COMMENTS_PAGE_SIZE).toBe(20);
    const plan = earlyPlan(new URL('http://x/post/p%201'), true);
    expect(plan?.queries[0]).toEqual({
      operationName: 'PostPage',
      variables: { id: 'p 1' },
    });
    expect(earlyPlan(new URL('http://x/?filter=all&sort=top&t=month'), true)?.queries).toContainEqual({
      operationName: 'Feed',
      variables: { filter: 'ALL', sort: 'TOP', period: 'MONTH', first: 20 },
    });
    // A search's page asks for no feed; other pages ask nothing; a visitor asks nothing.
    expect(earlyPlan(new URL('http://x/?q=iron'), true)?.queries.map((query) => query.operationName)).not.toContain(
      'Feed',
    );
    expect(earlyPlan(new URL('http://x/profile'), true)).toBeNull();
    expect(earlyPlan(new URL('http://x/'), false)).toEqual({
      route: 'login',
      queries: [],
    });
  });

  it('knows the text of every operation the plan asks for', () => {
    expect(Object.keys(queries).sort()).toEqual([...EARLY_OPERATIONS].sort());
    for (const query of Object.values(queries)) expect(query).toMatch(/__typename/);
  });

  it('sends the feed’s requests from the page, and the app adopts their answers instead of asking again', async () => {
    signIn();
    startEarlyQueries(build);
    expect(
      graphqlCalls()
        .map((call) => call.body.operationName)
        .sort(),
    ).toEqual(['Feed', 'HomeReactionTypes', 'InterestTopics'].sort());
    // The same headers as the app's own requests.
    const token = sessionStore.getToken()!;
    for (const [name, value] of Object.entries(authHeaders(token)))
      expect(graphqlCalls()[0]!.headers.get(name)).toBe(value);
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/home.js']);

    const client = appClient();
    const { data } = await client.query({
      query: FeedDocument,
      variables: feedVariables,
    });
    expect(data?.feed.endCursor).toBe('early');
    const reactions = await client.query({ query: HomeReactionTypesDocument });
    expect(reactions.error).toBeUndefined();
    expect(graphqlCalls()).toHaveLength(3);

    // Each answer is adopted once: asking again goes to the server.
    answer = () => feedAnswer('fresh');
    const again = await client.query({
      query: FeedDocument,
      variables: feedVariables,
      fetchPolicy: 'network-only',
    });
    expect(again.data?.feed.endCursor).toBe('fresh');
    expect(graphqlCalls()).toHaveLength(4);
  });

  it('adopts a post page’s post and first comments', async () => {
    signIn();
    window.history.replaceState(null, '', '/post/p1');
    startEarlyQueries(build);
    const client = appClient();
    await client.query({ query: PostPageDocument, variables: { id: 'p1' } });
    await client.query({
      query: CommentsDocument,
      variables: { postId: 'p1', parentId: null, first: COMMENTS_PAGE_SIZE },
    });
    expect(graphqlCalls().map((call) => call.body.operationName)).toEqual(['PostPage', 'Comments']);
  });

  it('a page’s loader puts its early answer in the cache before the page renders, and the list is not asked again', async () => {
    signIn();
    startEarlyQueries(build);
    const client = appClient();
    expect(refreshingFetchPolicy(FeedDocument, feedVariables)).toBe('cache-and-network');
    await adoptEarlyAnswer(client, FeedDocument, feedVariables);
    expect(client.readQuery({ query: FeedDocument, variables: feedVariables })?.feed.endCursor).toBe('early');
    // The page's list reads it from the cache: the feed is asked for once in all.
    expect(refreshingFetchPolicy(FeedDocument, feedVariables)).toBe('cache-first');
    const { data } = await client.query({ query: FeedDocument, variables: feedVariables, fetchPolicy: 'cache-first' });
    expect(data?.feed.endCursor).toBe('early');
    expect(graphqlCalls().filter((call) => call.body.operationName === 'Feed')).toHaveLength(1);

    // Nothing asked early (another order, or a later visit of the page): no wait, no request,
    // and the list refreshes as usual.
    const other = { ...feedVariables, sort: 'TOP' } as const;
    await adoptEarlyAnswer(client, FeedDocument, other);
    expect(graphqlCalls().filter((call) => call.body.operationName === 'Feed')).toHaveLength(1);
    expect(refreshingFetchPolicy(FeedDocument, other)).toBe('cache-and-network');
  });

  it('asks who she is as well when the session’s member is not remembered', () => {
    sessionStore.setToken({ accessToken: 'a1', refreshToken: 'r-a1', tokenType: 'Bearer' });
    startEarlyQueries(build);
    expect(graphqlCalls().map((call) => call.body.operationName)).toContain('CurrentUser');
  });

  it('asks nothing without a session, and preloads the login page’s code instead', () => {
    startEarlyQueries(build);
    expect(graphqlCalls()).toHaveLength(0);
    expect(window.__forumEarly).toBeUndefined();
    expect(document.head.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe('/assets/login.js');
  });

  it('never hands an answer to another session', async () => {
    signIn('a1');
    startEarlyQueries(build);
    signIn('a2');
    answer = () => feedAnswer('for a2');
    const { data } = await appClient().query({
      query: FeedDocument,
      variables: feedVariables,
    });
    expect(data?.feed.endCursor).toBe('for a2');
    expect(graphqlCalls().at(-1)!.headers.get('Authorization')).toBe('Bearer a2');
  });

  it('an early answer that says the token expired is refreshed and asked again, like any other', async () => {
    signIn();
    answer = (call) =>
      call.url === REFRESH_URL
        ? { accessToken: 'a2', refreshToken: 'r-a2', tokenType: 'Bearer' }
        : call.headers.get('Authorization') === 'Bearer a1'
          ? {
              data: null,
              errors: [{ message: 'expired', extensions: { code: 'TOKEN_EXPIRED' } }],
            }
          : feedAnswer('after refresh');
    startEarlyQueries(build);
    const { data } = await appClient().query({
      query: FeedDocument,
      variables: feedVariables,
    });
    expect(data?.feed.endCursor).toBe('after refresh');
  });

  it('a failed early request is asked again by the app', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    startEarlyQueries(build);
    const fetchAgain = vi.fn(async () => json(feedAnswer('second try')));
    vi.stubGlobal('fetch', fetchAgain);
    const { data } = await appClient().query({
      query: FeedDocument,
      variables: feedVariables,
    });
    expect(data?.feed.endCursor).toBe('second try');
    expect(fetchAgain).toHaveBeenCalledTimes(1);
  });
});
