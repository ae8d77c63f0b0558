import { Hash } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type TopicTagProps = {
  id: string;
  title: string;
  description?: string | null;
};

/** A small link to a topic's page, for the topics a post or a resource is tagged with. */
export function TopicTag({ id, title, description }: TopicTagProps) {
  return (
    <Link
      to={paths.app.topic.getHref(id)}
      title={description ?? undefined}
      className="inline-flex min-h-11 items-center gap-0.5 rounded-full bg-blush px-3 text-xs font-semibold text-brand-deep transition-colors hover:bg-brand-deep hover:text-white md:min-h-8"
    >
      <Hash aria-hidden="true" className="size-3" />
      {title}
    </Link>
  );
}

type TopicTagsProps = {
  topics: readonly TopicTagProps[];
  /** Extra classes for the list, e.g. to push it to the bottom of a card. */
  className?: string;
};

/** The topics a post or a resource is tagged with, as a labelled list; nothing when there are none. */
export function TopicTags({ topics, className = '' }: TopicTagsProps) {
  if (topics.length === 0) return null;
  return (
    <ul aria-label="Topics" className={`flex flex-wrap gap-1.5 ${className}`.trim()}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <TopicTag id={topic.id} title={topic.title} description={topic.description} />
        </li>
      ))}
    </ul>
  );
}
