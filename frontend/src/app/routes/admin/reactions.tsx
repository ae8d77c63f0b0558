import { useMutation, useQuery } from '@apollo/client/react';
import { Eye, EyeOff, Pencil, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { serverErrorText } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { graphql } from '@/gql';
import type { AdminReactionTypesQuery } from '@/gql/graphql';
import {
  ReactionFormDialog,
  type ReactionValues,
} from '@/features/admin-tables/components/reaction-form-dialog';

export const REACTION_HIDDEN = 'Reaction hidden';
export const REACTION_SHOWN = 'Reaction shown';
export const REACTION_DELETED = 'Reaction deleted';
/** 'Me Too' opens the "why I reacted" question: it is always in the legend. */
const ME_TOO = 'Me Too';

const AdminReactionTypes = graphql(`
  query AdminReactionTypes {
    adminReactionTypes {
      uses
      reactionType {
        id
        name
        emoji
        description
        hidden
      }
    }
  }
`);

const SetReactionTypeHiddenMutation = graphql(`
  mutation SetReactionTypeHidden($id: ID!, $hidden: Boolean!) {
    setReactionTypeHidden(id: $id, hidden: $hidden) {
      id
      hidden
    }
  }
`);

const DeleteReactionTypeMutation = graphql(`
  mutation DeleteReactionType($id: ID!) {
    deleteReactionType(id: $id)
  }
`);

type Row = AdminReactionTypesQuery['adminReactionTypes'][number];
type Editing = ({ id: string } & ReactionValues) | null;

const usesText = (uses: number) => (uses === 1 ? 'Used once' : `Used ${uses.toLocaleString('en-US')} times`);

function ReactionRow({ row, onEdit }: { row: Row; onEdit: (editing: Editing) => void }) {
  const kind = row.reactionType;
  const [setHidden, { loading }] = useMutation(SetReactionTypeHiddenMutation);
  const [remove] = useMutation(DeleteReactionTypeMutation);
  const meToo = kind.name === ME_TOO;
  return (
    <li className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-blush sm:flex-row sm:items-center">
      <span aria-hidden="true" className="text-3xl leading-none">
        {kind.emoji}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-bold text-ink">
          <span className="sr-only">{kind.emoji} </span>
          {kind.name}
          {kind.hidden ? (
            <span className="rounded-full bg-cream px-2 py-0.5 text-xs font-semibold text-ink-muted">Hidden</span>
          ) : null}
        </h2>
        <p className="text-sm break-words text-ink-muted">{kind.description}</p>
        <p className="text-xs text-ink-muted">{usesText(row.uses)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => onEdit({ id: kind.id, name: kind.name, emoji: kind.emoji, description: kind.description })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span aria-hidden="true">Edit</span>
          <span className="sr-only">Edit {kind.name}</span>
        </button>
        {meToo ? null : (
          <button
            type="button"
            disabled={loading}
            className={buttonClasses('secondary')}
            onClick={async () => {
              try {
                await setHidden({ variables: { id: kind.id, hidden: !kind.hidden } });
                toast.success(kind.hidden ? REACTION_SHOWN : REACTION_HIDDEN);
              } catch (error) {
                toast.error(serverErrorText(error) ?? 'Something went wrong...');
              }
            }}
          >
            {kind.hidden ? <Eye aria-hidden="true" className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
            <span aria-hidden="true">{kind.hidden ? 'Show' : 'Hide'}</span>
            <span className="sr-only">
              {kind.hidden ? 'Show' : 'Hide'} {kind.name}
            </span>
          </button>
        )}
        {/* A reaction members have given stays (hidden, if need be): deleting it would take theirs away. */}
        {meToo || row.uses > 0 ? null : (
          <ConfirmDialog
            triggerLabel={
              <>
                <span aria-hidden="true">Delete</span>
                <span className="sr-only">Delete {kind.name}</span>
              </>
            }
            triggerClassName={`${buttonClasses('secondary')} text-red-800`}
            confirmLabel="Delete"
            onConfirm={async () => {
              await remove({ variables: { id: kind.id }, refetchQueries: ['AdminReactionTypes'], awaitRefetchQueries: true });
              toast.success(REACTION_DELETED);
            }}
            errorText={(error) => serverErrorText(error) ?? 'Something went wrong...'}
          />
        )}
      </div>
    </li>
  );
}

/**
 * The legend's reactions ("What do the emojis mean?"): add one, edit its name, emoji and
 * meaning, hide one from the legend or show it again. One nobody has used can be deleted;
 * one members have given is hidden instead, so their reactions stay.
 */
export function Component() {
  const { data, loading, error, refetch } = useQuery(AdminReactionTypes, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [open, setOpen] = useState(false);
  const edit = (next: Editing) => {
    setEditing(next);
    setOpen(true);
  };
  return (
    <>
      <PageHeader
        title="Reactions"
        actions={
          <button type="button" className={buttonClasses()} onClick={() => edit(null)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Reaction
          </button>
        }
      />
      <p className="mb-4 max-w-2xl text-sm text-ink-muted">
        The emojis members react with, in the order the legend shows them. Hiding one takes it out of the legend and
        stops new reactions of it; the reactions already given stay.
      </p>
      {error && !data ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage title="We couldn't load the reactions." detail={error.message} />
          <button type="button" className={buttonClasses('secondary')} onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </div>
      ) : !data && loading ? (
        <Spinner label="Loading reactions…" />
      ) : (
        <ul aria-label="Reactions" className="flex max-w-3xl flex-col gap-3">
          {data?.adminReactionTypes.map((row) => (
            <ReactionRow key={row.reactionType.id} row={row} onEdit={edit} />
          ))}
        </ul>
      )}
      <ReactionFormDialog editing={editing} open={open} onOpenChange={setOpen} />
    </>
  );
}
