import { useApolloClient, useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { ClipboardCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { DeleteRowButton, RowLink } from '@/components/data-table/row-actions';
import { orNA, personName, YES_NO_OPTIONS } from '@/components/data-table/table-rules';
import { paths } from '@/config/paths';
import type { AdminReportsQuery as Data, ReportReason } from '@/gql/graphql';
import { DeleteReportMutation } from '../api/delete-documents';
import { AdminReportStatusesQuery, AdminReportsQuery, ReportReasonLabelsQuery } from '../api/table-documents';
import { contentTypeLabel, REPORT_STATUS_VALUES, reportStatusLabel, reportStatusOptions } from '../cell-texts';
import { ClampedText, DateCell, NEEDS_CARE, NeedsCareCell, TruncatedText } from './cells';
import { ReportBulkActions } from './report-bulk-actions';

type Report = Data['adminReports']['items'][number];
const column = createColumnHelper<Report>();

/** Spec §8. */
export const REPORT_DELETED = 'Report deleted';

/** 'Bullying' for BULLYING, until the reasons' own texts have loaded. */
const reasonFallback = (reason: ReportReason) => reason.charAt(0) + reason.slice(1).toLowerCase();

export function ReportsTable() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const statuses = useQuery(AdminReportStatusesQuery, { fetchPolicy: 'cache-and-network' });
  const reasons = useQuery(ReportReasonLabelsQuery);
  const reasonLabel = (reason: ReportReason) =>
    reasons.data?.reportReasons.find((option) => option.value === reason)?.label ?? reasonFallback(reason);

  const columns = [
    // First, so it shows without scrolling on a phone: admins check on these members first.
    column.display({ id: 'needsCare', header: NEEDS_CARE, cell: ({ row }) => <NeedsCareCell value={row.original.needsCare} /> }),
    column.display({
      id: 'creator',
      header: 'Creator',
      cell: ({ row }) => (
        <TruncatedText
          text={personName(row.original.creator)}
          className={`max-w-26 min-w-20 ${row.original.creator ? 'font-semibold' : 'text-ink-muted italic'}`}
        />
      ),
    }),
    column.display({ id: 'contentType', header: 'Content Type', cell: ({ row }) => contentTypeLabel(row.original.contentType) }),
    column.display({ id: 'content', header: 'Content', cell: ({ row }) => <ClampedText text={orNA(row.original.content)} /> }),
    column.display({
      id: 'reporter',
      header: 'Reporter',
      cell: ({ row }) => (
        <TruncatedText
          text={personName(row.original.reporter)}
          className={`max-w-26 min-w-20 ${row.original.reporter ? '' : 'text-ink-muted italic'}`}
        />
      ),
    }),
    column.display({ id: 'reason', header: 'Reason', cell: ({ row }) => reasonLabel(row.original.reason) }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span className="inline-flex rounded-full bg-blush px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-deep">
          {reportStatusLabel(row.original.status)}
        </span>
      ),
    }),
    column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
  ];

  return (
    <DataTable
      label="Reports"
      table="REPORTS"
      document={AdminReportsQuery}
      pick={(data) => data.adminReports}
      getRowId={(report) => report.id}
      columns={columns}
      searchLabel="Search content, creator, reporter, reason or explanation"
      filters={[
        {
          column: 'status',
          label: 'Status',
          options: reportStatusOptions(statuses.data?.adminReportStatuses ?? []),
          // A link may ask for any status, before the present ones have loaded.
          values: REPORT_STATUS_VALUES,
        },
        { column: 'needsCare', label: NEEDS_CARE, options: YES_NO_OPTIONS },
      ]}
      exportPath="admin/report/export"
      exportFileName="reports.csv"
      rowName={(report) => `report by ${personName(report.reporter)} on ${personName(report.creator)}'s ${contentTypeLabel(report.contentType).toLowerCase()}`}
      bulkActions={(selected, done) => (
        <ReportBulkActions
          ids={selected.map((report) => report.id)}
          done={() => Promise.all([done(), statuses.refetch()])}
        />
      )}
      onRowOpen={(report) => void navigate(paths.admin.report.getHref(report.id))}
      rowOpenHint="Press Enter to review the report."
      actions={(report, { refetch }) => (
        <>
          <RowLink
            to={paths.admin.report.getHref(report.id)}
            label="Review"
            what={`report by ${personName(report.reporter)}`}
            icon={ClipboardCheck}
          />
          <DeleteRowButton
            what={`report by ${personName(report.reporter)}`}
            deletedText={REPORT_DELETED}
            refetch={() => Promise.all([refetch(), statuses.refetch()])}
            remove={() => client.mutate({ mutation: DeleteReportMutation, variables: { id: report.id } })}
          />
        </>
      )}
    />
  );
}
