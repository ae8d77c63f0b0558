import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { orNA } from '@/components/data-table/table-rules';
import { paths } from '@/config/paths';
import type { AdminAuditLogQuery as Data } from '@/gql/graphql';
import { AdminAuditLogQuery } from '../api/table-documents';
import { AUDIT_ACTIONS, auditTargetLink, auditTargetText } from '../cell-texts';
import { DateCell, PersonCell } from './cells';

type Entry = Data['adminAuditLog']['items'][number];
const column = createColumnHelper<Entry>();

const targetHref = (entry: Entry) => {
  const link = auditTargetLink(entry.targetType, entry.action);
  return link ? paths.admin[link].getHref(entry.targetId) : null;
};

const columns = [
  column.display({ id: 'actor', header: 'Actor', cell: ({ row }) => <PersonCell person={row.original.actor} /> }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row }) => <code className="rounded-md bg-cream px-1.5 py-0.5 text-xs whitespace-nowrap">{row.original.action}</code>,
  }),
  column.display({
    id: 'target',
    header: 'Target',
    cell: ({ row }) => {
      const text = auditTargetText(row.original.targetType, row.original.targetId);
      const href = targetHref(row.original);
      return href ? (
        <Link to={href} className="font-semibold whitespace-nowrap text-brand-deep underline-offset-2 hover:underline">
          {text}
        </Link>
      ) : (
        <span className="whitespace-nowrap">{text}</span>
      );
    },
  }),
  column.display({ id: 'detail', header: 'Detail', cell: ({ row }) => orNA(row.original.detail) }),
  column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
];

const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: action }));

/** Every admin action, who did it and when; read-only. */
export function AuditLogTable() {
  return (
    <DataTable
      label="Audit log"
      table="AUDIT_LOG"
      document={AdminAuditLogQuery}
      pick={(data) => data.adminAuditLog}
      getRowId={(entry) => entry.id}
      columns={columns}
      searchLabel="Search action or target"
      filters={[{ column: 'action', label: 'Action', options: actionOptions }]}
      exportPath="admin/audit-log/export"
      exportFileName="audit-log.csv"
    />
  );
}
