import { PageHeader } from '@/components/ui/page-header';
import { PostsTable } from '@/features/admin-tables/components/posts-table';

export function Component() {
  return (
    <>
      <PageHeader title="Post Management" />
      <PostsTable />
    </>
  );
}
