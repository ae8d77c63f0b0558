import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { NEW_ID, paths } from '@/config/paths';
import { TopicsTable } from '@/features/admin-tables/components/topics-table';

export function Component() {
  return (
    <>
      <PageHeader
        title="Health Topics"
        actions={
          <ButtonLink to={paths.admin.topic.getHref(NEW_ID)}>
            <Plus aria-hidden="true" className="size-4" />
            Add New Topic
          </ButtonLink>
        }
      />
      <TopicsTable />
    </>
  );
}
