import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';

const TopicChip_topic = graphql(`
  fragment TopicChip_topic on Topic {
    id
    title
    description
  }
`);

type TopicRef = FragmentType<typeof TopicChip_topic>;

function TopicChip({ topic }: { topic: TopicRef }) {
  const { data, complete } = useFragment({ fragment: TopicChip_topic, from: topic });
  if (!complete) return null;
  return (
    <li>
      <Link
        to={paths.app.topic.getHref(data.id)}
        title={data.description ?? undefined}
        className="inline-flex min-h-11 items-center rounded-full border border-brand-pink/30 bg-white px-4 text-sm font-semibold text-ink shadow-sm transition hover:-translate-y-0.5 hover:border-brand-deep hover:text-brand-deep hover:shadow"
      >
        {data.title}
      </Link>
    </li>
  );
}

/** The topics as links to their pages; the query selects `id` and spreads `...TopicChip_topic`. */
export function TopicChips({ topics }: { topics: readonly (TopicRef & { id: string })[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <TopicChip key={topic.id} topic={topic} />
      ))}
    </ul>
  );
}
