import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect, useTransition } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { RelatedSecondOpinions } from '@/app/forum/related-second-opinions';
import { requireUser } from '@/app/guards';
import { graphQLErrorInfo } from '@/components/form/form-error';
import { ContentUnavailable } from '@/components/ui/content-unavailable';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { COMMENTS_HEADING_ID, COMMENTS_SECTION_ID, CommentsSection } from '@/features/posts/components/comments/comments-section';
import { COMMENTS_PAGE_SIZE, CommentsQuery } from '@/features/posts/api/comments';
import { PostCard } from '@/features/posts/components/post-card';
import { graphql } from '@/gql';
import { apolloClient, preloadQuery } from '@/lib/apollo-client';
import { adoptEarlyAnswer } from '@/lib/early-answers';
import { useSiteName } from '@/lib/discreet-mode';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

/** Spec §9 "Comment scroll delay". */
export const COMMENT_SCROLL_DELAY_MS = 500;

const PostPageQuery = graphql(`
  query PostPage($id: ID!) {
    post(id: $id) {
      id
      commentCount
      isDeleted
      ...PostCard_post
    }
  }
`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = params.id ?? '';
  const [queries] = await Promise.all([
    awaitPageQueries({ post: preloadQuery(PostPageQuery, { variables: { id } }) }),
    // On a page load its first comments were asked for by index.html: the page renders once they are in.
    adoptEarlyAnswer(apolloClient, CommentsQuery, { postId: id, parentId: null, first: COMMENTS_PAGE_SIZE }),
  ]);
  return queries;
}

type PostData = LoaderData<typeof loader>;

/** Spec §2: `?comments` in the URL scrolls to the comments after 500 ms. */
function useScrollToComments() {
  const [params] = useSearchParams();
  const wanted = params.has('comments');
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      document.getElementById(COMMENTS_SECTION_ID)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      // Screen readers carry on from the comments too.
      document.getElementById(COMMENTS_HEADING_ID)?.focus({ preventScroll: true });
    }, COMMENT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);
}

function Post({ queryRef }: { queryRef: PostData['post'] }) {
  const { data } = useReadQuery(queryRef);
  const { refetch } = useQueryRefHandlers(queryRef);
  const [, startTransition] = useTransition();
  useScrollToComments();
  // A comment's permalink (`?comment={id}`, issue 36): the thread opens down to it.
  const [params] = useSearchParams();
  const commentId = params.get('comment');
  const { post } = data;
  return (
    <div className="space-y-10">
      <PostCard
        post={post}
        full
        onNothingToExplain={() => startTransition(() => void refetch().catch(() => undefined))}
      />
      {post.isDeleted ? null : <RelatedSecondOpinions postId={post.id} />}
      <CommentsSection
        key={`${post.id} ${commentId ?? ''}`}
        postId={post.id}
        commentCount={post.commentCount}
        readOnly={post.isDeleted}
        commentId={commentId}
      />
    </div>
  );
}

/**
 * A post that cannot be shown: one under review (the server says so: 'This post has been
 * reported and is currently under review.'), one that does not exist, or a failure.
 */
function PostUnavailable({ error }: FallbackProps) {
  const info = graphQLErrorInfo(error);
  // A link with a mangled id is a post that is not there, too.
  const malformed = info?.code === 'BAD_USER_INPUT' && info.field === 'id';
  if (info?.code !== 'NOT_FOUND' && !malformed) {
    return (
      <ErrorMessage title="We couldn't load this post." detail={error instanceof Error ? error.message : undefined} />
    );
  }
  return (
    <ContentUnavailable
      title="This post isn't available"
      message={(!malformed && info?.message) || "We couldn't find that post."}
      backTo={paths.app.home.getHref()}
      backLabel="Back to Real Talk"
    />
  );
}

export function Component() {
  const { post } = useLoaderData<PostData>();
  const siteName = useSiteName();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link
        to={paths.app.home.getHref()}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-brand-deep hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {siteName}
      </Link>
      <ErrorBoundary FallbackComponent={PostUnavailable}>
        <Suspense fallback={<Spinner label="Loading the post…" />}>
          <Post queryRef={post} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
