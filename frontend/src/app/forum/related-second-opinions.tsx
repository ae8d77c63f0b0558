import { useQuery } from '@apollo/client/react';
import { BookOpenText, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { TopicTags } from '@/components/ui/topic-tag';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { previewText } from '@/lib/preview-text';

const RelatedSecondOpinionsQuery = graphql(`
  query RelatedSecondOpinions($postId: ID!) {
    relatedSecondOpinions(postId: $postId) {
      id
      title
      text
      author
      topics {
        id
        title
        description
      }
    }
  }
`);

/** The heading of the related articles under a post. */
export const RELATED_HEADING = 'Related Second Opinions';

/**
 * Issue 36: up to three expert articles that match the post's topics and words, best first,
 * between the post and its comments, so "is this normal?" meets the vetted answer. Nothing
 * shows while they load, when none match, or when they could not be loaded: the post and its
 * comments come first.
 */
export function RelatedSecondOpinions({ postId }: { postId: string }) {
  const { data } = useQuery(RelatedSecondOpinionsQuery, { variables: { postId } });
  const related = data?.relatedSecondOpinions ?? [];
  if (related.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="relative overflow-hidden rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-amber/40 md:p-6"
    >
      <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1" />
      <h2 id="related-heading" className="inline-flex items-center gap-2 text-lg font-extrabold tracking-tight">
        <BookOpenText aria-hidden="true" className="size-5 text-brand-deep" />
        {RELATED_HEADING}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Expert articles on what this post is about.</p>
      <ul className="mt-3 divide-y divide-blush">
        {related.map((resource) => (
          <li key={resource.id} className="py-3 first:pt-1 last:pb-0">
            <Link
              to={paths.app.resource.getHref(resource.id)}
              className="group flex items-start gap-3 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-deep"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-bold break-words text-ink group-hover:text-brand-deep">
                  {resource.title}
                </span>
                {resource.author ? (
                  <span className="block text-xs text-ink-muted">By {resource.author}</span>
                ) : null}
                {resource.text ? (
                  <span className="mt-1 line-clamp-2 block text-sm break-words text-ink-muted">
                    {previewText(resource.text)}
                  </span>
                ) : null}
              </span>
              <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-deep" />
            </Link>
            <TopicTags topics={resource.topics} className="mt-2" />
          </li>
        ))}
      </ul>
    </section>
  );
}
