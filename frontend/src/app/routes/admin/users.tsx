import { PageHeader } from '@/components/ui/page-header';
import { UsersTable } from '@/features/admin-tables/components/users-table';

export function Component() {
  return (
    <>
      <PageHeader title="User Management" />
      <UsersTable />
    </>
  );
}
