import { useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import type { AdminAuditLogQuery as Data } from '@/gql/graphql';
import { AdminAuditLogQuery, AuditAdminsQuery } from '../api/table-documents';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_TARGET_TYPES, auditTargetLink, auditTargetOpenText } from '../cell-texts';
import { DateCell, PersonCell } from './cells';

type Entry = Data['adminAuditLog']['items'][number];
const column = createColumnHelper<Entry>();

const targetHref = (entry: Entry) => {
  const link = auditTargetLink(entry.targetType, entry.targetExists);
  return link ? paths.admin[link].getHref(entry.targetId) : null;
};

/** Who did it: her name (or 'a deleted member' / 'a deleted admin') and whether she acted as an admin or a member. */
function ActorCell({ entry }: { entry: Entry }) {
  const member = entry.actorKind === 'MEMBER';
  return (
    <span className="flex flex-col items-start gap-1">
      <PersonCell person={entry.actor} missing={entry.deletedActorText} />
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-bold ${
          member ? 'bg-cream text-ink' : 'bg-blush text-brand-deep'
        }`}
      >
        {member ? 'Member' : 'Admin'}
      </span>
    </span>
  );
}

const columns = [
  column.display({ id: 'actor', header: 'Who', cell: ({ row }) => <ActorCell entry={row.original} /> }),
  column.display({
    id: 'summary',
    header: 'What happened',
    cell: ({ row }) => {
      const href = targetHref(row.original);
      return (
        <span className="flex min-w-56 flex-wrap items-baseline gap-x-2 break-words">
          <span>{row.original.summary}</span>
          {href ? (
            <Link
              to={href}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-deep underline-offset-2 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span aria-hidden="true">Open</span>
              <span className="sr-only">{auditTargetOpenText(row.original.targetType, row.original.targetLabel)}</span>
            </Link>
          ) : null}
        </span>
      );
    },
  }),
  column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
];

/** An admin's id, as the URL may carry it before the admins have loaded. */
const isId = (value: string) => /^[0-9a-f]{24}$/.test(value);

/** Every admin action and every member's report in words, who did it and when; read-only. */
export function AuditLogTable() {
  const admins = useQuery(AuditAdminsQuery);
  const adminOptions = (admins.data?.adminUsers.items ?? []).map((admin) => ({
    value: admin.id,
    label: admin.username || admin.id,
  }));
  return (
    <DataTable
      label="Audit log"
      table="AUDIT_LOG"
      document={AdminAuditLogQuery}
      pick={(data) => data.adminAuditLog}
      getRowId={(entry) => entry.id}
      columns={columns}
      searchLabel="Search action, item name or id"
      filters={[
        { column: 'actorKind', label: 'Who', options: AUDIT_ACTOR_KINDS },
        { column: 'actor', label: 'Admin', options: adminOptions, values: isId },
        { column: 'action', label: 'Action', options: AUDIT_ACTIONS },
        { column: 'targetType', label: 'Item', options: AUDIT_TARGET_TYPES },
      ]}
      exportPath="admin/audit-log/export"
      exportFileName="audit-log.csv"
    />
  );
}
