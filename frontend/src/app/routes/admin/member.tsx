import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { preloadAdminMember } from '@/features/admin-members/api/member-documents';
import { MemberPage } from '@/features/admin-members/components/member-page';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ member: preloadAdminMember(params.id ?? '') });
}

/** Issue 22: /admin/member/:id, one member as a person, her record and what admins did about her. */
export function Component() {
  const { member } = useLoaderData<LoaderData<typeof loader>>();
  return (
    <>
      <BackLink to={paths.admin.users.getHref()} label="Back to Users" />
      <PageHeader title="Member" />
      <QueryBoundary pending="Loading the member…" failure="We couldn't load this member.">
        <MemberPage queryRef={member} />
      </QueryBoundary>
    </>
  );
}
