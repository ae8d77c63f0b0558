import { PageHeader } from '@/components/ui/page-header';
import { AuditLogTable } from '@/features/admin-tables/components/audit-log-table';

export function Component() {
  return (
    <>
      <PageHeader title="Audit Log" description="Every action admins take in the back office, and every report members file: who, what and when." />
      <AuditLogTable />
    </>
  );
}
