import { PageHeader } from '@/components/ui/page-header';
import { UsersTable } from '@/features/admin-tables/components/users-table';
import { PrivacyCheckCard } from '@/features/safety/components/privacy-check-card';

/** The back office's first screen: the privacy check's counts (issue 20) above User Management. */
export function Component() {
  return (
    <>
      <PageHeader title="User Management" />
      <PrivacyCheckCard />
      <UsersTable />
    </>
  );
}
