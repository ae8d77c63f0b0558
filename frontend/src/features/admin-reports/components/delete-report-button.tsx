import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { DeleteButton } from '@/components/ui/delete-button';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { REPORT_DELETED } from '../report-texts';

const DeleteReportMutation = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id)
  }
`);

/** Delete, after 'Are You Sure?' (the reported item's quarantine stays as it is). */
export function DeleteReportButton({ reportId }: { reportId: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [deleteReport] = useMutation(DeleteReportMutation);
  const remove = async () => {
    await deleteReport({ variables: { id: reportId } });
    toast.success(REPORT_DELETED);
    await navigate(paths.admin.reports.getHref());
    // The queue loads again without it (the report itself is left alone: this page still reads it).
    const { cache } = client;
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReports' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReportStatuses' });
    cache.gc();
  };

  return <DeleteButton what="report" onConfirm={remove} />;
}
