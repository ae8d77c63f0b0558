import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { graphQLErrorInfo } from '@/components/form/form-error';
import { BackLink } from '@/components/ui/back-link';
import { ContentUnavailable } from '@/components/ui/content-unavailable';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ResourceArticle } from '@/features/resources/components/resource-article';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

const ResourcePageQuery = graphql(`
  query ResourcePage($id: ID!) {
    secondOpinion(id: $id) {
      id
      ...ResourceArticle_secondOpinion
    }
  }
`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ resource: preloadQuery(ResourcePageQuery, { variables: { id: params.id ?? '' } }) });
}

type ResourceData = LoaderData<typeof loader>;

function Resource({ queryRef }: { queryRef: ResourceData['resource'] }) {
  const { data } = useReadQuery(queryRef);
  return <ResourceArticle resource={data.secondOpinion} />;
}

/** A Second Opinion that is not there (deleted, or a mangled link), or a failure. */
function ResourceUnavailable({ error }: FallbackProps) {
  const info = graphQLErrorInfo(error);
  const malformed = info?.code === 'BAD_USER_INPUT' && info.field === 'id';
  if (info?.code !== 'NOT_FOUND' && !malformed) {
    return (
      <ErrorMessage
        title="We couldn't load this Second Opinion."
        detail={error instanceof Error ? error.message : undefined}
      />
    );
  }
  return (
    <ContentUnavailable
      title="This Second Opinion isn't available"
      message="We couldn't find that Second Opinion. It may have been removed."
      backTo={paths.app.resources.getHref()}
      backLabel="Browse Second Opinions"
    />
  );
}

/** Spec §2 Resource page. */
export function Component() {
  const { resource } = useLoaderData<ResourceData>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to={paths.app.resources.getHref()} label="Back to Second Opinions" />
      <ErrorBoundary FallbackComponent={ResourceUnavailable}>
        <Suspense fallback={<Spinner label="Loading the Second Opinion…" />}>
          <Resource queryRef={resource} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
