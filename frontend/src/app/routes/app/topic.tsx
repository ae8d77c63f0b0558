import { useReadQuery } from '@apollo/client/react';
import { SquarePen, Tags } from 'lucide-react';
import { Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FeedItem } from '@/app/forum/feed-item';
import { SearchResults } from '@/app/forum/search-results';
import { requireUser } from '@/app/guards';
import { NotFound } from '@/app/routes/not-found';
import { graphQLErrorInfo } from '@/components/form/form-error';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { FeedList } from '@/features/feed/components/feed-list';
import { FeedSortControl } from '@/features/feed/components/feed-sort-control';
import { FollowTopicButton } from '@/features/feed/components/follow-topic-button';
import { MuteTopicButton } from '@/features/feed/components/mute-topic-button';
import { PostSearchField } from '@/features/feed/components/post-search-field';
import {
  feedOrderFromParams,
  noTopText,
  TOP_EXPLAINER,
  topicListHeading,
  withFeedOrder,
  type FeedOrder,
} from '@/features/feed/feed-sort';
import { FEED_PAGE_SIZE, useCursorList } from '@/features/feed/hooks/use-cursor-list';
import { usePostSearch } from '@/features/feed/hooks/use-post-search';
import { resultsHeading } from '@/features/feed/post-search';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

/** Spec §2 Topic page: the empty text. */
export const NO_CONTENT_TEXT = 'No content available';

const TopicPageQuery = graphql(`
  query TopicPage($id: ID!) {
    topic(id: $id) {
      id
      title
      description
    }
  }
`);

const TopicFeedQuery = graphql(`
  query TopicFeed($topicId: ID!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {
    topicFeed(topicId: $topicId, sort: $sort, period: $period, first: $first, after: $after) {
      items {
        ...FeedItem_item @unmask
      }
      hasNextPage
      endCursor
    }
  }
`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ topic: preloadQuery(TopicPageQuery, { variables: { id: params.topicId ?? '' } }) });
}

/** A change of sort, or a search within the topic, only changes the query string. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

type TopicData = LoaderData<typeof loader>;

function TopicFeed({ topicId, order }: { topicId: string; order: FeedOrder }) {
  const list = useCursorList(
    TopicFeedQuery,
    { topicId, sort: order.sort, period: order.period, first: FEED_PAGE_SIZE },
    (data) => data.topicFeed,
  );
  return (
    <FeedList
      list={list}
      label={order.sort === 'TOP' ? 'Top posts' : 'Posts and resources'}
      emptyText={order.sort === 'TOP' ? noTopText(order) : NO_CONTENT_TEXT}
      renderItem={(item, index) => <FeedItem item={item} onRefresh={list.refresh} priority={index === 0} />}
    />
  );
}

/** Spec §2 Topic page: title, description, then its posts and resources, newest first. */
function Topic({ queryRef }: { queryRef: TopicData['topic'] }) {
  const { data } = useReadQuery(queryRef);
  const { topic } = data;
  const [params, setParams] = useSearchParams();
  const order = feedOrderFromParams(params);
  const changeOrder = (next: FeedOrder) =>
    setParams((current) => withFeedOrder(current, next), { replace: true, preventScrollReset: true });
  const search = usePostSearch();
  return (
    <>
      <section
        aria-labelledby="topic-title"
        className="relative mb-6 overflow-hidden rounded-3xl bg-white px-5 pt-6 pb-5 shadow-sm ring-1 ring-blush md:p-8"
      >
        <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1.5" />
        <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-brand-deep uppercase">
          <Tags aria-hidden="true" className="size-4" />
          Health topic
        </p>
        <h1 id="topic-title" className="mt-2 text-3xl font-extrabold tracking-tight break-words md:text-4xl">
          {topic.title}
        </h1>
        {topic.description ? <p className="mt-2 text-ink-muted">{topic.description}</p> : null}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <FollowTopicButton topicId={topic.id} topicTitle={topic.title} />
          <MuteTopicButton topicId={topic.id} topicTitle={topic.title} />
          <ButtonLink to={paths.app.newPost.getHref(topic.id)}>
            <SquarePen aria-hidden="true" className="size-4" />
            Add Your Voice
          </ButtonLink>
        </div>
        <div className="mt-5">
          <PostSearchField search={search} label={`Search ${topic.title}`} placeholder={`Search in ${topic.title}`} />
        </div>
      </section>
      {search.query ? (
        <section aria-labelledby="topic-results-heading" className="space-y-4">
          <h2 id="topic-results-heading" className="text-xl font-bold break-words">
            {resultsHeading(search.query)} in {topic.title}
          </h2>
          <SearchResults query={search.query} topicId={topic.id} />
        </section>
      ) : (
        <section aria-labelledby="topic-list-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <h2 id="topic-list-heading" className="text-xl font-bold">
                {topicListHeading(order)}
              </h2>
              {order.sort === 'TOP' ? <p className="text-sm text-ink-muted">{TOP_EXPLAINER}</p> : null}
            </div>
            <FeedSortControl order={order} onChange={changeOrder} />
          </div>
          <TopicFeed key={`${topic.id}-${order.sort}-${order.period}`} topicId={topic.id} order={order} />
        </section>
      )}
    </>
  );
}

/**
 * A topic that is not there (deleted, or a mangled link whose id the server refuses) is a page
 * that is not there: the app's own "Page Not Found", not the server's words. Anything else is a
 * failure to load.
 */
function TopicUnavailable({ error }: FallbackProps) {
  const info = graphQLErrorInfo(error);
  if (info?.code === 'NOT_FOUND' || (info?.code === 'BAD_USER_INPUT' && info.field === 'id')) return <NotFound />;
  return <ErrorMessage title="We couldn't load this topic." detail={error instanceof Error ? error.message : undefined} />;
}

export function Component() {
  const { topic } = useLoaderData<TopicData>();
  return (
    <div className="mx-auto max-w-3xl">
      <ErrorBoundary FallbackComponent={TopicUnavailable}>
        <Suspense fallback={<Spinner label="Loading the topic…" />}>
          <Topic queryRef={topic} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
