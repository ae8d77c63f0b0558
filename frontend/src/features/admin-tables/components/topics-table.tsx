import { useApolloClient } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { DeleteRowButton, RowLink } from '@/components/data-table/row-actions';
import { orNA } from '@/components/data-table/table-rules';
import { paths } from '@/config/paths';
import type { AdminTopicsQuery as Data } from '@/gql/graphql';
import { DeleteTopicMutation } from '../api/delete-documents';
import { AdminTopicsQuery } from '../api/table-documents';
import { DateCell } from './cells';

type Topic = Data['adminTopics']['items'][number];
const column = createColumnHelper<Topic>();

/** Spec §8. */
export const TOPIC_DELETED = 'Topic deleted';

const columns = [
  column.display({
    id: 'title',
    header: 'Title',
    cell: ({ row }) => <span className="block max-w-48 min-w-24 font-semibold wrap-anywhere">{row.original.title}</span>,
  }),
  column.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <p className="line-clamp-3 max-w-md min-w-48 wrap-anywhere">{orNA(row.original.description)}</p>,
  }),
  column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
];

export function TopicsTable() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return (
    <DataTable
      label="Topics"
      table="TOPICS"
      document={AdminTopicsQuery}
      pick={(data) => data.adminTopics}
      getRowId={(topic) => topic.id}
      columns={columns}
      searchLabel="Search title or description"
      exportPath="admin/topic/export"
      exportFileName="topics.csv"
      onRowOpen={(topic) => void navigate(paths.admin.topic.getHref(topic.id))}
      rowOpenHint="Press Enter to edit the topic."
      actions={(topic, { refetch }) => (
        <>
          <RowLink to={paths.admin.topic.getHref(topic.id)} label="Edit" what={`topic ${topic.title}`} icon={Pencil} />
          <DeleteRowButton
            what={`topic ${topic.title}`}
            deletedText={TOPIC_DELETED}
            refetch={refetch}
            remove={() => client.mutate({ mutation: DeleteTopicMutation, variables: { id: topic.id } })}
          />
        </>
      )}
    />
  );
}
