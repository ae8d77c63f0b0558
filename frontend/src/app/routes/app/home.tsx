import { useReadQuery } from '@apollo/client/react';
import { Flame, Globe, SquarePen } from 'lucide-react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FeedItem } from '@/app/forum/feed-item';
import { SearchPostsQuery } from '@/app/forum/search-queries';
import { SearchResults } from '@/app/forum/search-results';
import { requireUser } from '@/app/guards';
import { buttonClasses } from '@/components/ui/button-classes';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { EmojiLegend, EmojiLegendList } from '@/features/feed/components/emoji-legend';
import { FeedList } from '@/features/feed/components/feed-list';
import { PostSearchField } from '@/features/feed/components/post-search-field';
import { newSinceBoundary, useFeedLastVisit } from '@/features/feed/api/feed-visit';
import { preloadFilterTopics } from '@/features/feed/api/topic-chip-queries';
import { FeedSortControl } from '@/features/feed/components/feed-sort-control';
import { FeedTopics } from '@/features/feed/components/feed-topics';
import { TopicsDisclosure } from '@/features/feed/components/topics-disclosure';
import { FEED_FILTER_PARAM, feedFilterFromParam, feedFilterParam } from '@/features/feed/feed-filter';
import {
  feedHeading,
  feedOrderFromParams,
  noTopText,
  TOP_EXPLAINER,
  withFeedOrder,
  type FeedOrder,
} from '@/features/feed/feed-sort';
import { NO_POSTS_TEXT } from '@/features/feed/feed-texts';
import { SuspensionNotice } from '@/features/posts/components/suspension-notice';
import { FEED_PAGE_SIZE, useCursorList } from '@/features/feed/hooks/use-cursor-list';
import { usePostSearch } from '@/features/feed/hooks/use-post-search';
import { resultsHeading, SEARCH_PARAM, searchQueryFromParam } from '@/features/feed/post-search';
import { graphql } from '@/gql';
import type { FeedFilter } from '@/gql/graphql';
import { apolloClient, preloadQuery } from '@/lib/apollo-client';
import { adoptEarlyAnswer } from '@/lib/early-answers';
import { APP_TITLE, useSiteName } from '@/lib/discreet-mode';
import { useMediaQuery } from '@/lib/use-media-query';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

const HomeReactionTypesQuery = graphql(`
  query HomeReactionTypes {
    reactionTypes {
      id
      ...EmojiLegendItem_reactionType
    }
  }
`);

const FeedQuery = graphql(`
  query Feed($filter: FeedFilter!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {
    feed(filter: $filter, sort: $sort, period: $period, first: $first, after: $after) {
      items {
        ...FeedItem_item @unmask
      }
      hasNextPage
      endCursor
    }
  }
`);

export async function loader({ request }: LoaderFunctionArgs) {
  // After the guards' check, so a stale session is settled before the page asks for data.
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const filter = feedFilterFromParam(params.get(FEED_FILTER_PARAM));
  const query = searchQueryFromParam(params.get(SEARCH_PARAM));
  const [{ reactionTypes, topics }] = await Promise.all([
    awaitPageQueries({
      reactionTypes: preloadQuery(HomeReactionTypesQuery),
      topics: preloadFilterTopics(filter),
      // A link to a search (or a reload of one) opens with its first page of results in the cache.
      ...(query ? { search: preloadQuery(SearchPostsQuery, { variables: { query, first: FEED_PAGE_SIZE } }) } : {}),
    }),
    // On a page load the feed's first page was asked for by index.html: the page renders once it is in.
    query ? null : adoptEarlyAnswer(apolloClient, FeedQuery, feedVariables(filter, feedOrderFromParams(params))),
  ]);
  return { reactionTypes, topics };
}

/** The feed's first page for a filter and an order. */
function feedVariables(filter: FeedFilter, order: FeedOrder) {
  return { filter, sort: order.sort, period: order.period, first: FEED_PAGE_SIZE };
}

/**
 * Changing the topic filter or the search only changes the query string: the page's parts
 * load them in place, so the dropdown and the field follow the member's choice at once.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

type HomeData = LoaderData<typeof loader>;

function HomeReactionTypes({ queryRef }: { queryRef: HomeData['reactionTypes'] }) {
  const { data } = useReadQuery(queryRef);
  return <EmojiLegendList reactionTypes={data.reactionTypes} />;
}

/** Tailwind's `lg`: from here the topics and the legend sit in a sidebar beside the posts. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** An empty Interests feed: other filters to try, or a post of her own. */
function EmptyInterests({ onFilterChange }: { onFilterChange: (filter: FeedFilter) => void }) {
  return (
    <div className="mt-3 space-y-5">
      <p className="text-ink-muted">
        Nothing from your topics yet. See what everyone is talking about, or start the conversation.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={() => onFilterChange('ALL')} className={buttonClasses('secondary')}>
          <Globe aria-hidden="true" className="size-4" />
          Show All
        </button>
        <button type="button" onClick={() => onFilterChange('POPULAR')} className={buttonClasses('secondary')}>
          <Flame aria-hidden="true" className="size-4" />
          Show Popular
        </button>
        <ButtonLink to={paths.app.newPost.getHref()}>
          <SquarePen aria-hidden="true" className="size-4" />
          Add Your Voice
        </ButtonLink>
      </div>
    </div>
  );
}

type HomeFeedProps = { filter: FeedFilter; order: FeedOrder; onFilterChange: (filter: FeedFilter) => void };

/**
 * The Real Talk feed for the filter and the order, page after page as she scrolls; newest first,
 * a divider marks where the posts new since her last visit end.
 */
function HomeFeed({ filter, order, onFilterChange }: HomeFeedProps) {
  const list = useCursorList(
    FeedQuery,
    feedVariables(filter, order),
    (data) => data.feed,
  );
  // Only newest-first has a place where the posts new since her last visit end.
  const lastVisit = useFeedLastVisit(list.items !== null && order.sort === 'NEW');
  return (
    <FeedList
      list={list}
      label="Posts"
      newSinceBoundary={list.items && order.sort === 'NEW' ? newSinceBoundary(list.items, lastVisit) : null}
      emptyText={order.sort === 'TOP' ? noTopText(order) : NO_POSTS_TEXT}
      emptyActions={filter === 'INTERESTS' ? <EmptyInterests onFilterChange={onFilterChange} /> : null}
      renderItem={(item, index) => <FeedItem item={item} onRefresh={list.refresh} priority={index === 0} />}
    />
  );
}

export function Component() {
  const { reactionTypes } = useLoaderData<HomeData>();
  const [params, setParams] = useSearchParams();
  const search = usePostSearch();
  const siteName = useSiteName();
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const filter = feedFilterFromParam(params.get(FEED_FILTER_PARAM));
  const order = feedOrderFromParams(params);
  const changeOrder = (next: FeedOrder) =>
    setParams((current) => withFeedOrder(current, next), { replace: true, preventScrollReset: true });
  const changeFilter = (next: FeedFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const value = feedFilterParam(next);
        if (value) updated.set(FEED_FILTER_PARAM, value);
        else updated.delete(FEED_FILTER_PARAM);
        // A filter is a choice of feed: a search in progress gives way to it.
        updated.delete(SEARCH_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const topics = <FeedTopics filter={filter} onFilterChange={changeFilter} />;
  const legend = (
    <EmojiLegend>
      <QueryBoundary pending="Loading reactions…" failure="We couldn't load the reactions.">
        <HomeReactionTypes queryRef={reactionTypes} />
      </QueryBoundary>
    </EmojiLegend>
  );

  return (
    <div className="space-y-4 md:space-y-8">
      <SuspensionNotice />
      <section className="relative overflow-hidden rounded-3xl bg-white px-4 pt-5 pb-4 shadow-sm ring-1 ring-blush md:p-10">
        <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1.5" />
        {/* On a phone, one bar: the title and the button side by side. */}
        <div className="flex items-center justify-between gap-2 md:flex-wrap md:items-end md:gap-6">
          <div className="max-w-xl">
            <h1 className="text-2xl font-extrabold tracking-tight whitespace-nowrap md:text-5xl">{siteName}</h1>
            {/* A phone's first screen is for the posts: the welcome shows from a tablet up. In
                discreet mode it says nothing of what the forum is about. */}
            <p className="mt-3 hidden text-lg text-ink-muted sm:block">
              {siteName === APP_TITLE
                ? 'Honest, anonymous conversations about women\'s health. Ask, share and support each other.'
                : 'Ask, share and support each other.'}
            </p>
          </div>
          <ButtonLink to={paths.app.newPost.getHref()} className="shrink-0">
            <SquarePen aria-hidden="true" className="size-4" />
            Add Your Voice
          </ButtonLink>
        </div>
        <div className="mt-4 md:mt-6">
          <PostSearchField search={search} />
        </div>
      </section>

      {/* The posts come first in the page, so the keyboard reaches them before the sidebar; on a
          wide screen the grid puts the topics and the legend beside them. On a narrower one they
          fold into two bars above the posts, so the first screen shows the first post. */}
      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10 lg:space-y-0">
        {/* A phone's first screen shows the results of a search: the bars are the feed's. */}
        {wide || search.query ? null : (
          <div className="space-y-3">
            <TopicsDisclosure filter={filter}>{topics}</TopicsDisclosure>
            {legend}
          </div>
        )}
        {search.query ? (
          <section aria-labelledby="results-heading" className="space-y-4">
            <h2 id="results-heading" className="text-xl font-bold break-words">
              {resultsHeading(search.query)}
            </h2>
            <SearchResults query={search.query} />
          </section>
        ) : (
          <section aria-labelledby="feed-heading" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <h2 id="feed-heading" className="text-xl font-bold">
                  {feedHeading(filter, order)}
                </h2>
                {order.sort === 'TOP' ? <p className="text-sm text-ink-muted">{TOP_EXPLAINER}</p> : null}
              </div>
              <FeedSortControl order={order} onChange={changeOrder} />
            </div>
            {/* One list per filter and order: the router changes them in a transition, and a query
                shared by the old and the new page would be switched back and forth between them. */}
            <HomeFeed
              key={`${filter}-${order.sort}-${order.period}`}
              filter={filter}
              order={order}
              onFilterChange={changeFilter}
            />
          </section>
        )}
        {wide ? (
          <aside aria-label="Topics and reactions" className="space-y-6">
            <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush">{topics}</div>
            {legend}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
