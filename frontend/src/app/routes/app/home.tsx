import { useReadQuery } from '@apollo/client/react';
import { SquarePen } from 'lucide-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { ButtonLink } from '@/components/ui/button-link';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { EmojiLegend, EmojiLegendList } from '@/features/feed/components/emoji-legend';
import { TopicChips } from '@/features/feed/components/topic-chips';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

// Two queries, not one: each section loads and fails on its own.
const HomeTopicsQuery = graphql(`
  query HomeTopics {
    topics {
      id
      ...TopicChip_topic
    }
  }
`);

const HomeReactionTypesQuery = graphql(`
  query HomeReactionTypes {
    reactionTypes {
      id
      ...EmojiLegendItem_reactionType
    }
  }
`);

export async function loader({ request }: LoaderFunctionArgs) {
  // After the guards' check, so a stale session is settled before the page asks for data.
  await requireUser(request);
  return awaitPageQueries({
    topics: preloadQuery(HomeTopicsQuery),
    reactionTypes: preloadQuery(HomeReactionTypesQuery),
  });
}

type HomeData = LoaderData<typeof loader>;

function HomeTopics({ queryRef }: { queryRef: HomeData['topics'] }) {
  const { data } = useReadQuery(queryRef);
  return <TopicChips topics={data.topics} />;
}

function HomeReactionTypes({ queryRef }: { queryRef: HomeData['reactionTypes'] }) {
  const { data } = useReadQuery(queryRef);
  return <EmojiLegendList reactionTypes={data.reactionTypes} />;
}

export function Component() {
  const { topics, reactionTypes } = useLoaderData<HomeData>();
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

      <section aria-labelledby="topics-heading" className="space-y-4">
        <h2 id="topics-heading" className="text-xl font-bold">
          Health topics
        </h2>
        <QueryBoundary pending="Loading topics…" failure="We couldn't load the topics.">
          <HomeTopics queryRef={topics} />
        </QueryBoundary>
      </section>

      <EmojiLegend>
        <QueryBoundary pending="Loading reactions…" failure="We couldn't load the reactions.">
          <HomeReactionTypes queryRef={reactionTypes} />
        </QueryBoundary>
      </EmojiLegend>
    </div>
  );
}
