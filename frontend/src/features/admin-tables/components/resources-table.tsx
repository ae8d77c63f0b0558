import { useApolloClient } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Image, Pencil } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DeleteRowButton, RowButton, RowLink } from '@/components/data-table/row-actions';
import { orNA, topicsText, YES_NO_OPTIONS } from '@/components/data-table/table-rules';
import { paths } from '@/config/paths';
import type { AdminSecondOpinionsQuery as Data } from '@/gql/graphql';
import { DeleteSecondOpinionMutation } from '../api/delete-documents';
import { AdminSecondOpinionsQuery } from '../api/table-documents';
import { ClampedText, DateCell, TickCross } from './cells';
import { CoverPreviewDialog, type CoverPreview } from './cover-preview-dialog';

type Resource = Data['adminSecondOpinions']['items'][number];
const column = createColumnHelper<Resource>();

/** Spec §8. */
export const SECOND_OPINION_DELETED = 'Second Opinion deleted';

const columns = [
  column.display({
    id: 'title',
    header: 'Title',
    cell: ({ row }) => <span className="block max-w-48 min-w-28 font-semibold wrap-anywhere">{row.original.title}</span>,
  }),
  column.display({ id: 'text', header: 'Content', cell: ({ row }) => <ClampedText text={orNA(row.original.text)} /> }),
  column.display({ id: 'featured', header: 'Featured?', cell: ({ row }) => <TickCross value={row.original.featured} /> }),
  column.display({
    id: 'topics',
    header: 'Topics',
    cell: ({ row }) => <span className="block max-w-48 min-w-24 wrap-anywhere">{topicsText(row.original.topics)}</span>,
  }),
  column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
];

export function ResourcesTable() {
  const client = useApolloClient();
  const [preview, setPreview] = useState<CoverPreview | null>(null);
  return (
    <>
      <DataTable
        label="Second Opinions"
        table="SECOND_OPINIONS"
        document={AdminSecondOpinionsQuery}
        pick={(data) => data.adminSecondOpinions}
        getRowId={(resource) => resource.id}
        columns={columns}
        searchLabel="Search title, text or author"
        filters={[{ column: 'featured', label: 'Featured?', options: YES_NO_OPTIONS }]}
        exportPath="admin/resource/export"
        exportFileName="second-opinions.csv"
        onRowOpen={setPreview}
        rowOpenHint="Press Enter to preview the cover image."
        actions={(resource, { refetch }) => (
          <>
            <RowButton
              onClick={() => setPreview(resource)}
              label="Preview cover"
              what={`of ${resource.title}`}
              icon={Image}
            />
            <RowLink
              to={paths.admin.resource.getHref(resource.id)}
              label="Edit"
              what={`Second Opinion ${resource.title}`}
              icon={Pencil}
            />
            <DeleteRowButton
              what={`Second Opinion ${resource.title}`}
              deletedText={SECOND_OPINION_DELETED}
              refetch={refetch}
              remove={() => client.mutate({ mutation: DeleteSecondOpinionMutation, variables: { id: resource.id } })}
            />
          </>
        )}
      />
      <CoverPreviewDialog resource={preview} onClose={() => setPreview(null)} />
    </>
  );
}
