import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { BookOpenText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { StoredImageSlot } from '@/components/ui/stored-image-slot';
import { TopicTags } from '@/components/ui/topic-tag';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { excerptAround } from '@/lib/highlight';
import { previewText } from '@/lib/preview-text';
import { fullDate, relativeDate } from '@/lib/relative-date';

const ResourceCard_secondOpinion = graphql(`
  fragment ResourceCard_secondOpinion on SecondOpinion {
    id
    title
    text
    author
    createdAt
    coverImage
    topics {
      id
      title
      description
    }
  }
`);

export type ResourceCardRef = FragmentType<typeof ResourceCard_secondOpinion>;

type ResourceCardProps = {
  resource: ResourceCardRef;
  /** A search's words (`searchWords`): marked in the title and the preview (search results). */
  highlight?: readonly string[];
};

/** A Second Opinion in the feed: cover, title (to the resource page), a 3-line preview, topics. */
export function ResourceCard({ resource, highlight }: ResourceCardProps) {
  const { data, complete } = useFragment({ fragment: ResourceCard_secondOpinion, from: resource });
  const titleId = useId();
  if (!complete) return null;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex min-w-0 flex-col gap-4 overflow-hidden rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-amber/40 md:flex-row md:p-6"
    >
      <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1" />
      {data.coverImage ? (
        <div className="aspect-video shrink-0 overflow-hidden rounded-2xl bg-blush md:aspect-square md:w-40 [&_img]:size-full [&_img]:object-cover">
          <StoredImageSlot source={data.coverImage} alt="" />
        </div>
      ) : null}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-brand-deep uppercase">
          <BookOpenText aria-hidden="true" className="size-4" />
          Second Opinion
        </p>
        <h3 id={titleId} className="text-xl font-extrabold tracking-tight break-words">
          <Link to={paths.app.resource.getHref(data.id)} className="rounded-md hover:text-brand-deep">
            <HighlightedText text={data.title} words={highlight} />
          </Link>
        </h3>
        <p className="text-xs text-ink-muted">
          {data.author ? <span>By {data.author} · </span> : null}
          <time dateTime={data.createdAt} title={fullDate(data.createdAt)}>
            {relativeDate(data.createdAt)}
          </time>
        </p>
        {data.text ? (
          <p className="line-clamp-3 break-words whitespace-pre-line text-ink">
            <HighlightedText text={excerptAround(previewText(data.text), highlight ?? [])} words={highlight} />
          </p>
        ) : null}
        <TopicTags topics={data.topics} className="pt-1" />
      </div>
    </article>
  );
}
