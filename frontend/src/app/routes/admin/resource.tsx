import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { NEW_ID } from '@/config/paths';

export function Component() {
  const { id } = useParams();
  return <PageHeader title={id === NEW_ID ? 'Create New Second Opinion' : 'Edit Second Opinion'} />;
}
