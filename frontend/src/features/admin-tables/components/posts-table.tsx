import { useApolloClient } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { DeleteRowButton, RowLink } from '@/components/data-table/row-actions';
import { orNA, yesNo, YES_NO_OPTIONS } from '@/components/data-table/table-rules';
import { paths } from '@/config/paths';
import type { AdminPostsQuery as Data } from '@/gql/graphql';
import { DeletePostMutation } from '../api/delete-documents';
import { AdminPostsQuery } from '../api/table-documents';
import { ClampedText, DateCell, NEEDS_CARE, NeedsCareCell, PersonCell } from './cells';

type Post = Data['adminPosts']['items'][number];
const column = createColumnHelper<Post>();

/** Spec §8. */
export const POST_DELETED = 'Post deleted';

const postName = (post: Post) => (post.title.trim() ? `post ${post.title}` : 'post');

const columns = [
  // First, so it shows without scrolling on a phone: admins check on these members first.
  column.display({ id: 'needsCare', header: NEEDS_CARE, cell: ({ row }) => <NeedsCareCell value={row.original.needsCare} /> }),
  column.display({ id: 'owner', header: 'Owner', cell: ({ row }) => <PersonCell person={row.original.owner} /> }),
  column.display({
    id: 'title',
    header: 'Title',
    cell: ({ row }) => <span className="block max-w-36 min-w-16 font-semibold wrap-anywhere">{orNA(row.original.title)}</span>,
  }),
  column.display({ id: 'text', header: 'Text', cell: ({ row }) => <ClampedText text={orNA(row.original.text)} /> }),
  column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
  column.display({ id: 'updatedAt', header: 'Last Updated', cell: ({ row }) => <DateCell iso={row.original.updatedAt} /> }),
  column.display({ id: 'isShadowBanned', header: 'Shadow Banned', cell: ({ row }) => yesNo(row.original.isShadowBanned) }),
];

export function PostsTable() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return (
    <DataTable
      label="Posts"
      table="POSTS"
      document={AdminPostsQuery}
      pick={(data) => data.adminPosts}
      getRowId={(post) => post.id}
      columns={columns}
      searchLabel="Search title or text"
      filters={[
        { column: 'isShadowBanned', label: 'Shadow Banned', options: YES_NO_OPTIONS },
        { column: 'needsCare', label: NEEDS_CARE, options: YES_NO_OPTIONS },
      ]}
      exportPath="admin/post/export"
      exportFileName="posts.csv"
      onRowOpen={(post) => void navigate(paths.admin.post.getHref(post.id))}
      rowOpenHint="Press Enter to open the post."
      actions={(post, { refetch }) => (
        <>
          <RowLink to={paths.admin.post.getHref(post.id)} label="Open" what={postName(post)} icon={Eye} />
          <DeleteRowButton
            what={postName(post)}
            deletedText={POST_DELETED}
            refetch={refetch}
            remove={() => client.mutate({ mutation: DeletePostMutation, variables: { id: post.id } })}
          />
        </>
      )}
    />
  );
}
