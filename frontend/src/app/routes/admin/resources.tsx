import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { NEW_ID, paths } from '@/config/paths';
import { ResourcesTable } from '@/features/admin-tables/components/resources-table';

export function Component() {
  return (
    <>
      <PageHeader
        title="Second Opinion Management"
        actions={
          <ButtonLink to={paths.admin.resource.getHref(NEW_ID)}>
            <Plus aria-hidden="true" className="size-4" />
            Add New
          </ButtonLink>
        }
      />
      <ResourcesTable />
    </>
  );
}
