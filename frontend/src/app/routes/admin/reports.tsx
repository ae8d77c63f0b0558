import { PageHeader } from '@/components/ui/page-header';
import { ReportsTable } from '@/features/admin-tables/components/reports-table';

export function Component() {
  return (
    <>
      <PageHeader title="Moderation Queue" />
      <ReportsTable />
    </>
  );
}
