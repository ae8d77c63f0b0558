import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { BookOpenText, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { StoredImageSlot } from '@/components/ui/stored-image-slot';
import { TopicTags } from '@/components/ui/topic-tag';
import { graphql } from '@/gql';
import { linkHost, safeLink } from '@/lib/links';
import { EXTERNAL_LINK_FALLBACK, publishedDate, textParagraphs } from '../resource-texts';
import { FeaturedBadge } from './resource-grid-card';

const ResourceArticle_secondOpinion = graphql(`
  fragment ResourceArticle_secondOpinion on SecondOpinion {
    id
    title
    text
    author
    createdAt
    coverImage
    link
    linkTitle
    featured
    topics {
      id
      title
      description
    }
  }
`);

export type ResourceArticleRef = FragmentType<typeof ResourceArticle_secondOpinion>;

/**
 * The external link card (spec §2): its title, else "External Link"; it opens in a new tab
 * without handing it this page. Only http(s) links are links: anything else is left out.
 */
function ResourceLinkCard({ link, linkTitle }: { link: string | null | undefined; linkTitle: string | null | undefined }) {
  const url = link ? safeLink(link) : null;
  if (!url) return null;
  return (
    <a
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-11 min-w-0 items-center gap-4 rounded-2xl border border-ink/10 bg-cream p-4 transition-colors hover:border-brand-deep/40 hover:bg-blush"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-deep shadow-sm">
        <ExternalLink aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold break-words text-ink">{linkTitle?.trim() || EXTERNAL_LINK_FALLBACK}</span>
        <span className="block truncate text-sm text-ink-muted">{linkHost(url)}</span>
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * Spec §2 Resource page: title, topics, author, date, cover image, the text in its
 * paragraphs (React text only: whatever the text holds shows as text), and the link card.
 */
export function ResourceArticle({ resource }: { resource: ResourceArticleRef }) {
  const { data, complete } = useFragment({ fragment: ResourceArticle_secondOpinion, from: resource });
  const titleId = useId();
  if (!complete) return null;
  const paragraphs = textParagraphs(data.text);
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-blush">
      <div aria-hidden="true" className="bg-brand-gradient h-1.5" />
      <div className="space-y-6 p-5 md:p-10">
        <header className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-wider text-brand-deep uppercase">
              <BookOpenText aria-hidden="true" className="size-4" />
              Second Opinion
            </p>
            {data.featured ? <FeaturedBadge /> : null}
          </div>
          <h1 id={titleId} className="text-3xl font-extrabold tracking-tight break-words md:text-4xl">
            {data.title}
          </h1>
          <p className="text-ink-muted">
            {data.author ? (
              <>
                By <span className="font-semibold text-ink">{data.author}</span>
                <span aria-hidden="true"> · </span>
              </>
            ) : null}
            <time dateTime={data.createdAt}>{publishedDate(data.createdAt)}</time>
          </p>
          <TopicTags topics={data.topics} />
        </header>
        {data.coverImage ? (
          <div className="overflow-hidden rounded-2xl bg-blush [&_img]:max-h-[32rem] [&_img]:w-full [&_img]:object-cover">
            <StoredImageSlot source={data.coverImage} alt="" />
          </div>
        ) : null}
        {paragraphs.length > 0 ? (
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            {paragraphs.map((paragraph, index) => (
              // Paragraphs have no id of their own, and never move.
              <p key={index} className="break-words whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        ) : null}
        <ResourceLinkCard link={data.link} linkTitle={data.linkTitle} />
      </div>
    </article>
  );
}
