import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { preloadAdminReport } from '@/features/admin-reports/api/report-documents';
import { DeleteReportButton } from '@/features/admin-reports/components/delete-report-button';
import { ReportReview } from '@/features/admin-reports/components/report-review';
import { PostImages } from '@/features/posts/components/post-media';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({ report: preloadAdminReport(params.id ?? '') });
}

/** Spec §2 "admin report review", /admin/report/:id. */
export function Component() {
  const { id } = useParams();
  const { report } = useLoaderData<LoaderData<typeof loader>>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to={paths.admin.reports.getHref()} label="Back to Reports" />
      <PageHeader title="Report Review" actions={id ? <DeleteReportButton reportId={id} /> : null} />
      <QueryBoundary pending="Loading the report…" failure="We couldn't load this report.">
        <ReportReview queryRef={report} images={(images) => <PostImages images={images} />} />
      </QueryBoundary>
    </div>
  );
}
