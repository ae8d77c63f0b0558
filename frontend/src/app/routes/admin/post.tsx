import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { preloadAdminPost } from '@/features/admin-posts/api/post-documents';
import { AdminPost } from '@/features/admin-posts/components/admin-post';
import { DeletePostButton } from '@/features/admin-posts/components/delete-post-button';
import { PostImages, PostLinks } from '@/features/posts/components/post-media';
import { POST_LIMITS, POST_MESSAGES } from '@/features/posts/create-post-values';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

const WARNING_LIMIT = { max: POST_LIMITS.contentWarning, prompt: POST_MESSAGES.contentWarning };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ post: preloadAdminPost(params.id ?? '') });
}

/** Spec §2 "Admin post detail", /admin/post/:id. */
export function Component() {
  const { id } = useParams();
  const { post } = useLoaderData<LoaderData<typeof loader>>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to={paths.admin.posts.getHref()} label="Back to Posts" />
      <PageHeader title="Post Details" actions={id ? <DeletePostButton postId={id} /> : null} />
      <QueryBoundary pending="Loading the post…" failure="We couldn't load this post.">
        <AdminPost
          queryRef={post}
          media={({ images, links }) => (
            <>
              <PostImages images={images} full />
              <PostLinks links={links} />
            </>
          )}
          warningLimit={WARNING_LIMIT}
        />
      </QueryBoundary>
    </div>
  );
}
