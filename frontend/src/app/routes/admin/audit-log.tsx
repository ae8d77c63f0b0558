import { PageHeader } from '@/components/ui/page-header';
import { AuditLogTable } from '@/features/admin-tables/components/audit-log-table';

export function Component() {
  return (
    <>
      <PageHeader title="Audit Log" description="Every action taken in the back office: who, what and when." />
      <AuditLogTable />
    </>
  );
}
