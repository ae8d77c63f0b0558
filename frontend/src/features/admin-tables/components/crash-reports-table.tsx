import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { orNA } from '@/components/data-table/table-rules';
import { AdminCrashReportsQuery } from '../api/table-documents';
import { crashErrorText } from '../cell-texts';
import { ClampedText, DateCell, TruncatedText } from './cells';
import { CrashReportDialog, type CrashReportRow } from './crash-report-dialog';

const column = createColumnHelper<CrashReportRow>();

const columns = [
  column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
  column.display({ id: 'error', header: 'Error', cell: ({ row }) => <ClampedText text={crashErrorText(row.original)} /> }),
  column.display({
    id: 'location',
    header: 'Location',
    cell: ({ row }) => <span className="block max-w-48 min-w-24 wrap-anywhere">{orNA(row.original.location)}</span>,
  }),
  column.display({
    id: 'browser',
    header: 'Browser',
    cell: ({ row }) => <span className="whitespace-nowrap">{orNA(row.original.browser)}</span>,
  }),
  column.display({
    id: 'member',
    header: 'Member',
    cell: ({ row }) => <TruncatedText text={orNA(row.original.member?.username)} className="max-w-36" />,
  }),
  column.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <ClampedText text={orNA(row.original.description)} />,
  }),
];

/** The crashes the app reported, newest first; a row opens the whole report. Read-only. */
export function CrashReportsTable() {
  const [open, setOpen] = useState<CrashReportRow | null>(null);
  return (
    <>
      <DataTable
        label="Crash reports"
        table="CRASH_REPORTS"
        document={AdminCrashReportsQuery}
        pick={(data) => data.adminCrashReports}
        getRowId={(report) => report.id}
        columns={columns}
        searchLabel="Search error, location or description"
        exportPath="admin/crash-report/export"
        exportFileName="crash-reports.csv"
        onRowOpen={setOpen}
        rowOpenHint="Press Enter to see the whole report."
      />
      <CrashReportDialog report={open} onClose={() => setOpen(null)} />
    </>
  );
}
