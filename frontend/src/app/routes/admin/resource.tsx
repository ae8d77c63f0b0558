import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { NEW_ID, paths } from '@/config/paths';
import {
  preloadAdminSecondOpinion,
  preloadResourceTopics,
} from '@/features/admin-resources/api/second-opinion-documents';
import { SecondOpinionEditor } from '@/features/admin-resources/components/second-opinion-form';
import { IMAGE_COMPRESSION } from '@/features/uploads/compression';
import { ImageUploadField } from '@/features/uploads/components/image-upload-field';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const topics = preloadResourceTopics();
  if (params.id === NEW_ID) return awaitPageQueries({ topics }).then((queries) => ({ ...queries, resource: null }));
  return awaitPageQueries({ topics, resource: preloadAdminSecondOpinion(params.id ?? '') });
}

const coverUpload = (
  <ImageUploadField
    name="coverImage"
    label="Cover image"
    namePrefix="resource"
    compression={IMAGE_COMPRESSION}
    // Every member may see a Second Opinion's cover; nobody signed out can.
    isViewableByAnyUser
    frame={(image) =>
      image ? (
        <span className="block aspect-video w-56 max-w-full overflow-hidden rounded-2xl bg-blush [&_img]:size-full [&_img]:object-cover">
          {image}
        </span>
      ) : null
    }
  />
);

/** Spec §2/§5 "admin resource form": 'Create New / Edit Second Opinion'. */
export function Component() {
  const { id } = useParams();
  const { topics, resource } = useLoaderData<LoaderData<typeof loader>>();
  const isNew = id === NEW_ID;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to={paths.admin.resources.getHref()} label="Back to Second Opinions" />
      <div id="resource-form-title">
        <PageHeader title={isNew ? 'Create New Second Opinion' : 'Edit Second Opinion'} />
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-8">
        <QueryBoundary pending="Loading…" failure="We couldn't load this Second Opinion.">
          <SecondOpinionEditor key={id} topicsRef={topics} resourceRef={resource} coverUpload={coverUpload} />
        </QueryBoundary>
      </div>
    </div>
  );
}
