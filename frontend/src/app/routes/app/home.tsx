import { useReadQuery } from '@apollo/client/react';
import { SquarePen } from 'lucide-react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FeedItem } from '@/app/forum/feed-item';
import { requireUser } from '@/app/guards';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { EmojiLegend, EmojiLegendList } from '@/features/feed/components/emoji-legend';
import { FeedList } from '@/features/feed/components/feed-list';
import { preloadFilterTopics } from '@/features/feed/api/topic-chip-queries';
import { FeedTopics } from '@/features/feed/components/feed-topics';
import { FEED_FILTER_PARAM, feedFilterFromParam, feedFilterParam } from '@/features/feed/feed-filter';
import { NO_POSTS_TEXT } from '@/features/feed/feed-texts';
import { FEED_PAGE_SIZE, useCursorList } from '@/features/feed/hooks/use-cursor-list';
import { graphql } from '@/gql';
import type { FeedFilter } from '@/gql/graphql';
import { preloadQuery } from '@/lib/apollo-client';
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
  query Feed($filter: FeedFilter!, $first: Int, $after: String) {
    feed(filter: $filter, first: $first, after: $after) {
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
  const filter = feedFilterFromParam(new URL(request.url).searchParams.get(FEED_FILTER_PARAM));
  return awaitPageQueries({
    reactionTypes: preloadQuery(HomeReactionTypesQuery),
    topics: preloadFilterTopics(filter),
  });
}

/**
 * Changing the topic filter only changes the query string: the page's parts load the new
 * filter in place, so the dropdown follows the member's choice at once.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

type HomeData = LoaderData<typeof loader>;

function HomeReactionTypes({ queryRef }: { queryRef: HomeData['reactionTypes'] }) {
  const { data } = useReadQuery(queryRef);
  return <EmojiLegendList reactionTypes={data.reactionTypes} />;
}

/** The Real Talk feed for the filter, page after page as she scrolls. */
function HomeFeed({ filter }: { filter: FeedFilter }) {
  const list = useCursorList(FeedQuery, { filter, first: FEED_PAGE_SIZE }, (data) => data.feed);
  return (
    <FeedList
      list={list}
      label="Posts"
      emptyText={NO_POSTS_TEXT}
      renderItem={(item) => <FeedItem item={item} onRefresh={list.refresh} />}
    />
  );
}

export function Component() {
  const { reactionTypes } = useLoaderData<HomeData>();
  const [params, setParams] = useSearchParams();
  const filter = feedFilterFromParam(params.get(FEED_FILTER_PARAM));
  const changeFilter = (next: FeedFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const value = feedFilterParam(next);
        if (value) updated.set(FEED_FILTER_PARAM, value);
        else updated.delete(FEED_FILTER_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="space-y-8">
      <section className="relative overflow-hidden rounded-3xl bg-white p-6 shadow-sm ring-1 ring-blush md:p-10">
        <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1.5" />
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-xl">
            <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Real Talk</h1>
            <p className="mt-3 text-lg text-ink-muted">
              Honest, anonymous conversations about women&apos;s health. Ask, share and support each
              other.
            </p>
          </div>
          <ButtonLink to={paths.app.newPost.getHref()}>
            <SquarePen aria-hidden="true" className="size-4" />
            Add Your Voice
          </ButtonLink>
        </div>
      </section>

      {/* On a wide screen the topics sit beside the posts; on a phone they come first. */}
      <div className="space-y-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10 lg:space-y-0">
        <div className="lg:col-start-2 lg:row-start-1 lg:rounded-3xl lg:bg-white lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-blush">
          <FeedTopics filter={filter} onFilterChange={changeFilter} />
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <EmojiLegend>
            <QueryBoundary pending="Loading reactions…" failure="We couldn't load the reactions.">
              <HomeReactionTypes queryRef={reactionTypes} />
            </QueryBoundary>
          </EmojiLegend>

          <section aria-labelledby="recent-heading" className="space-y-4">
            <h2 id="recent-heading" className="text-xl font-bold">
              Recent posts
            </h2>
            {/* One list per filter: the router changes the filter in a transition, and a query shared
                by the old and the new page would be switched back and forth between them. */}
            <HomeFeed key={filter} filter={filter} />
          </section>
        </div>
      </div>
    </div>
  );
}
