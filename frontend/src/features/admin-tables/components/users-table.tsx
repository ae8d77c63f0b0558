import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Avatar } from '@/components/ui/avatar';
import { DataTable } from '@/components/data-table/data-table';
import { DeleteRowButton } from '@/components/data-table/row-actions';
import { lastLoginText, orNA, yesNo, YES_NO_OPTIONS } from '@/components/data-table/table-rules';
import type { AdminUsersQuery as Data } from '@/gql/graphql';
import { DeleteUserMutation } from '../api/delete-documents';
import { AdminUsersQuery } from '../api/table-documents';
import { paths } from '@/config/paths';
import { DateCell, TruncatedText } from './cells';

type User = Data['adminUsers']['items'][number];
const column = createColumnHelper<User>();

/** Spec §8. */
export const USER_DELETED = 'User deleted';

const columns = [
  column.display({
    id: 'profileColour',
    header: 'Colour',
    cell: ({ row }) => (
      <Avatar size="sm" colour={row.original.profileColour} label={`${orNA(row.original.username)}'s avatar colour`} />
    ),
  }),
  column.display({
    id: 'username',
    header: 'Username',
    cell: ({ row }) => <TruncatedText text={orNA(row.original.username)} className="max-w-40 font-semibold" />,
  }),
  column.display({
    id: 'email',
    header: 'Email',
    cell: ({ row }) => <TruncatedText text={row.original.email} className="max-w-52" />,
  }),
  column.display({ id: 'contact', header: 'Can contact?', cell: ({ row }) => yesNo(row.original.contact) }),
  column.display({ id: 'isAdmin', header: 'Is Admin?', cell: ({ row }) => yesNo(row.original.isAdmin) }),
  column.display({
    id: 'lastLoginAt',
    header: 'Last Login',
    cell: ({ row }) =>
      row.original.lastLoginAt ? <DateCell iso={row.original.lastLoginAt} /> : lastLoginText(row.original.lastLoginAt),
  }),
  column.display({ id: 'createdAt', header: 'Created At', cell: ({ row }) => <DateCell iso={row.original.createdAt} /> }),
];

export function UsersTable() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return (
    <DataTable
      label="Users"
      table="USERS"
      document={AdminUsersQuery}
      pick={(data) => data.adminUsers}
      getRowId={(user) => user.id}
      columns={columns}
      searchLabel="Search username or email"
      filters={[
        { column: 'contact', label: 'Can contact?', options: YES_NO_OPTIONS },
        { column: 'isAdmin', label: 'Is Admin?', options: YES_NO_OPTIONS },
      ]}
      exportPath="admin/user/export"
      exportFileName="users.csv"
      onRowOpen={(user) => void navigate(paths.admin.member.getHref(user.id))}
      rowOpenHint="Press Enter to open the member's page."
      actions={(user, { refetch }) => (
        <DeleteRowButton
          what={`user ${orNA(user.username)}`}
          deletedText={USER_DELETED}
          refetch={refetch}
          remove={() => client.mutate({ mutation: DeleteUserMutation, variables: { id: user.id } })}
        />
      )}
    />
  );
}
