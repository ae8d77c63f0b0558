import { PageHeader } from '@/components/ui/page-header';
import { CrashReportsTable } from '@/features/admin-tables/components/crash-reports-table';

export function Component() {
  return (
    <>
      <PageHeader
        title="Crash Reports"
        description="What the app reported when it crashed, and what members told us about it."
      />
      <CrashReportsTable />
    </>
  );
}
