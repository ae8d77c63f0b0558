import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { StoredImageSlot } from '@/components/ui/stored-image-slot';
import { TopicTags } from '@/components/ui/topic-tag';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';

const ResourceGridCard_secondOpinion = graphql(`
  fragment ResourceGridCard_secondOpinion on SecondOpinion {
    id
    title
    text
    author
    featured
    coverImage
    topics {
      id
      title
      description
    }
  }
`);

export type ResourceGridCardRef = FragmentType<typeof ResourceGridCard_secondOpinion>;

/** A badge for the Second Opinions the team features (they come first). */
export function FeaturedBadge() {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-brand-deep px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
      <Star aria-hidden="true" className="size-3.5 fill-current" />
      Featured
    </span>
  );
}

/**
 * A Second Opinion in the Resources grid: cover, Featured, title, author, the first 3 lines
 * and its topics. The whole card opens the resource; the topic tags open their topics.
 */
export function ResourceGridCard({ resource }: { resource: ResourceGridCardRef }) {
  const { data, complete } = useFragment({ fragment: ResourceGridCard_secondOpinion, from: resource });
  const titleId = useId();
  if (!complete) return null;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full min-w-0 flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-blush transition hover:-translate-y-0.5 hover:shadow-md"
    >
      {data.coverImage ? (
        <div className="aspect-video shrink-0 overflow-hidden bg-blush [&_img]:size-full [&_img]:object-cover">
          <StoredImageSlot source={data.coverImage} alt="" />
        </div>
      ) : (
        <div aria-hidden="true" className="bg-brand-gradient h-1.5 shrink-0" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        {data.featured ? <FeaturedBadge /> : null}
        <h2 id={titleId} className="text-xl font-extrabold tracking-tight break-words">
          {/* The link covers the card (its ::after), so the card is one big tap target. */}
          <Link
            to={paths.app.resource.getHref(data.id)}
            className="rounded-md after:absolute after:inset-0 after:content-[''] hover:text-brand-deep"
          >
            {data.title}
          </Link>
        </h2>
        {data.author ? <p className="text-sm font-semibold text-ink-muted">By {data.author}</p> : null}
        {data.text ? <p className="line-clamp-3 break-words whitespace-pre-line text-ink">{data.text}</p> : null}
        <TopicTags topics={data.topics} className="relative mt-auto pt-1" />
      </div>
    </article>
  );
}
