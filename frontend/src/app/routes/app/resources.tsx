import { useReadQuery } from '@apollo/client/react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useCursorList } from '@/features/feed/hooks/use-cursor-list';
import { ResourceTopicsQuery } from '@/features/resources/api/resource-queries';
import { ResourceGrid } from '@/features/resources/components/resource-grid';
import { ResourceSearch } from '@/features/resources/components/resource-search';
import { ResourceTopicFilter } from '@/features/resources/components/resource-topic-filter';
import {
  NO_RESOURCES_TEXT,
  NO_TOPIC_RESOURCES_TEXT,
  RESOURCES_PAGE_SIZE,
  topicFromParams,
  topicSearch,
} from '@/features/resources/resource-texts';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

const SecondOpinionsQuery = graphql(`
  query SecondOpinions($topicId: ID, $first: Int, $after: String) {
    secondOpinions(topicId: $topicId, first: $first, after: $after) {
      items {
        id
        ...ResourceGridCard_secondOpinion
      }
      hasNextPage
      endCursor
    }
  }
`);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ topics: preloadQuery(ResourceTopicsQuery) });
}

/** Choosing a topic only changes the query string: the grid loads it in place, the chips stay. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

type ResourcesData = LoaderData<typeof loader>;

function ResourceTopics({ queryRef, selected }: { queryRef: ResourcesData['topics']; selected: string | null }) {
  const { data } = useReadQuery(queryRef);
  return <ResourceTopicFilter topics={data.secondOpinionTopics} selected={selected} />;
}

/** The Second Opinions of one topic (or all), featured first, page after page. */
function ResourceList({ topicId }: { topicId: string | null }) {
  const list = useCursorList(
    SecondOpinionsQuery,
    { topicId, first: RESOURCES_PAGE_SIZE },
    (data) => data.secondOpinions,
  );
  const empty = topicId ? (
    <>
      <p>{NO_TOPIC_RESOURCES_TEXT}</p>
      <p className="mt-2 text-base">
        <Link to={{ search: topicSearch(null) }} className="font-semibold text-brand-deep underline underline-offset-2">
          See all Second Opinions
        </Link>
      </p>
    </>
  ) : (
    <p>{NO_RESOURCES_TEXT}</p>
  );
  return <ResourceGrid list={list} empty={empty} />;
}

/** Spec §2 Resources (Second Opinions): topic chips, a title search, and the grid of cards. */
export function Component() {
  const { topics } = useLoaderData<ResourcesData>();
  const [params] = useSearchParams();
  const topicId = topicFromParams(params);
  return (
    // On a phone the header is compact and the topics one sideways row, so the articles begin
    // on the first screen (issue 36).
    <div className="space-y-4 md:space-y-8">
      <section className="relative rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-10">
        <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1.5 rounded-t-3xl" />
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-end md:gap-6">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">Second Opinions</h1>
            <p className="mt-2 max-w-xl text-base text-ink-muted md:mt-3 md:text-lg">
              Articles from health experts, chosen by our team, on the questions members ask most.
            </p>
          </div>
          <ResourceSearch />
        </div>
      </section>

      <QueryBoundary pending="Loading topics…" failure="We couldn't load the topics.">
        <ResourceTopics queryRef={topics} selected={topicId} />
      </QueryBoundary>

      {/* One list per topic: a query shared by the old and the new topic would be switched back and forth. */}
      <ResourceList key={topicId ?? ''} topicId={topicId} />
    </div>
  );
}
