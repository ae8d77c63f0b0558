import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { topicSearch } from '../resource-texts';

const ResourceTopicFilter_topic = graphql(`
  fragment ResourceTopicFilter_topic on Topic {
    id
    title
    description
  }
`);

type TopicRef = FragmentType<typeof ResourceTopicFilter_topic>;

/** A chip that chooses a topic: a link to this page with `?topic=`, so the history keeps each choice. */
function FilterChip({ topicId, selected, hint, children }: { topicId: string | null; selected: boolean; hint?: string | null; children: ReactNode }) {
  return (
    <Link
      to={{ search: topicSearch(topicId) }}
      preventScrollReset
      title={hint ?? undefined}
      aria-current={selected ? 'true' : undefined}
      className={`inline-flex min-h-11 max-w-full items-center rounded-full border px-4 py-1 text-sm font-semibold wrap-anywhere shadow-sm transition ${
        selected
          ? 'border-brand-deep bg-brand-deep text-white'
          : 'border-brand-pink/30 bg-white text-ink hover:-translate-y-0.5 hover:border-brand-deep hover:text-brand-deep hover:shadow'
      }`}
    >
      {children}
    </Link>
  );
}

function TopicChip({ topic, selected }: { topic: TopicRef; selected: string | null }) {
  const { data, complete } = useFragment({ fragment: ResourceTopicFilter_topic, from: topic });
  if (!complete) return null;
  return (
    <li className="max-w-full">
      <FilterChip topicId={data.id} selected={data.id === selected} hint={data.description}>
        {data.title}
      </FilterChip>
    </li>
  );
}

type ResourceTopicFilterProps = {
  /** The topics that have Second Opinions, as the server orders them (alphabetically). */
  topics: readonly (TopicRef & { id: string })[];
  /** The chosen topic's id; null for All Topics. */
  selected: string | null;
};

/** Spec §2 Resources: "All Topics" first, then the topics that have Second Opinions. */
export function ResourceTopicFilter({ topics, selected }: ResourceTopicFilterProps) {
  return (
    <nav aria-label="Filter by topic">
      <ul className="flex flex-wrap gap-2">
        <li>
          <FilterChip topicId={null} selected={selected === null}>
            All Topics
          </FilterChip>
        </li>
        {topics.map((topic) => (
          <TopicChip key={topic.id} topic={topic} selected={selected} />
        ))}
      </ul>
    </nav>
  );
}
