import { useReadQuery } from '@apollo/client/react';
import { SquarePen } from 'lucide-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FeedItem } from '@/app/forum/feed-item';
import { requireUser } from '@/app/guards';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { FeedList } from '@/features/feed/components/feed-list';
import { FEED_PAGE_SIZE, useCursorList } from '@/features/feed/hooks/use-cursor-list';
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
  query TopicFeed($topicId: ID!, $first: Int, $after: String) {
    topicFeed(topicId: $topicId, first: $first, after: $after) {
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

type TopicData = LoaderData<typeof loader>;

function TopicFeed({ topicId }: { topicId: string }) {
  const list = useCursorList(TopicFeedQuery, { topicId, first: FEED_PAGE_SIZE }, (data) => data.topicFeed);
  return (
    <FeedList
      list={list}
      label="Posts and resources"
      emptyText={NO_CONTENT_TEXT}
      renderItem={(item) => <FeedItem item={item} onRefresh={list.refresh} />}
    />
  );
}

/** Spec §2 Topic page: title, description, then its posts and resources, newest first. */
function Topic({ queryRef }: { queryRef: TopicData['topic'] }) {
  const { data } = useReadQuery(queryRef);
  const { topic } = data;
  return (
    <>
      <PageHeader
        title={topic.title}
        description={topic.description}
        actions={
          <ButtonLink to={paths.app.newPost.getHref(topic.id)}>
            <SquarePen aria-hidden="true" className="size-4" />
            Add Your Voice
          </ButtonLink>
        }
      />
      <TopicFeed key={topic.id} topicId={topic.id} />
    </>
  );
}

export function Component() {
  const { topic } = useLoaderData<TopicData>();
  return (
    <div className="mx-auto max-w-3xl">
      <QueryBoundary pending="Loading the topic…" failure="We couldn't load this topic.">
        <Topic queryRef={topic} />
      </QueryBoundary>
    </div>
  );
}
