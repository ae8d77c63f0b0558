import { useReadQuery } from '@apollo/client/react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { renderPostImageUpload } from '@/app/forum/post-image-upload';
import { CreatePostForm } from '@/features/posts/components/create-post-form';
import { SuspensionNotice } from '@/features/posts/components/suspension-notice';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

const NewPostTopicsQuery = graphql(`
  query NewPostTopics {
    topics {
      id
      title
      description
    }
  }
`);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ topics: preloadQuery(NewPostTopicsQuery) });
}

type NewPostData = LoaderData<typeof loader>;

function NewPost({ queryRef }: { queryRef: NewPostData['topics'] }) {
  const { data } = useReadQuery(queryRef);
  const [params] = useSearchParams();
  return (
    <CreatePostForm
      topics={data.topics}
      initialTopics={params.getAll('topic')}
      renderImageUpload={renderPostImageUpload}
    />
  );
}

/** Spec §2 "Create Post". */
export function Component() {
  const { topics } = useLoaderData<NewPostData>();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Create Post" description="Share what's on your mind. Kindness first." />
      <div className="mb-4 empty:hidden">
        <SuspensionNotice />
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-8">
        <QueryBoundary pending="Loading topics…" failure="We couldn't load the topics.">
          <NewPost queryRef={topics} />
        </QueryBoundary>
      </div>
    </div>
  );
}
