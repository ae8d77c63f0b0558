import { render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import {
  AdminReactionTypesDocument,
  DeleteReactionTypeDocument,
  SaveReactionTypeDocument,
  SetReactionTypeHiddenDocument,
} from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const admin: CachedUser = {
  id: 'a1',
  username: 'KindOwl777',
  profileColour: '9a496f',
  isAdmin: true,
  onboardingComplete: true,
};

const FIRST = { timeout: 5000 };

const kind = (id: string, name: string, emoji: string, hidden = false) => ({
  __typename: 'ReactionType' as const,
  id,
  name,
  emoji,
  description: `${name} means something`,
  hidden,
});

const legend = (rows: { uses: number; reactionType: ReturnType<typeof kind> }[]): GraphQLMock => ({
  request: { query: AdminReactionTypesDocument },
  result: { data: { adminReactionTypes: rows.map((row) => ({ __typename: 'AdminReactionType', ...row })) } },
});

const meToo = kind('r1', 'Me Too', '🙋');
const hugs = kind('r2', 'Hugs', '🤗');
const wave = kind('r3', 'Wave', '👋');

function renderReactions(mocks: GraphQLMock[]) {
  render(<ToastContainer />);
  return renderRoute({ routes, path: '/admin/reactions', signedInAs: admin, mocks });
}

describe('/admin/reactions', { timeout: 20_000 }, () => {
  it('lists the legend with how often each was used; a used one hides, an unused one deletes', async () => {
    const { user } = renderReactions([
      legend([
        { uses: 12, reactionType: meToo },
        { uses: 3, reactionType: hugs },
        { uses: 0, reactionType: wave },
      ]),
      {
        request: { query: SetReactionTypeHiddenDocument, variables: { id: 'r2', hidden: true } },
        result: { data: { setReactionTypeHidden: { __typename: 'ReactionType', id: 'r2', hidden: true } } },
      },
      {
        request: { query: DeleteReactionTypeDocument, variables: { id: 'r3' } },
        result: { data: { deleteReactionType: true } },
      },
      legend([
        { uses: 12, reactionType: meToo },
        { uses: 3, reactionType: { ...hugs, hidden: true } },
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Reactions' }, FIRST);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // 'Me Too' opens the "why" question: it can be edited, never hidden or deleted.
    expect(within(rows[0]!).getByText('Used 12 times')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Hide/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    // Used: hidden, not deleted.
    expect(within(rows[1]!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Hide Hugs' }));
    expect(await screen.findByText('Reaction hidden')).toBeInTheDocument();
    expect(await within(rows[1]!).findByText('Hidden')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Show Hugs' })).toBeInTheDocument();
    // Never used: deleted after 'Are You Sure?'.
    await user.click(within(rows[2]!).getByRole('button', { name: 'Delete Wave' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reaction deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('adds a reaction: every field is required, a duplicate name shows under Name', async () => {
    const input = { id: null, name: 'Hugs', emoji: '🤗', description: 'Sending a hug' };
    const { user } = renderReactions([
      legend([{ uses: 0, reactionType: meToo }]),
      {
        request: { query: SaveReactionTypeDocument, variables: { input } },
        result: { errors: [{ message: 'A reaction with this name exists already.', extensions: { code: 'CONFLICT' } }] },
      },
      {
        request: { query: SaveReactionTypeDocument, variables: { input: { ...input, name: 'Big Hugs' } } },
        result: { data: { saveReactionType: { ...kind('r9', 'Big Hugs', '🤗'), description: 'Sending a hug' } } },
      },
      legend([
        { uses: 0, reactionType: meToo },
        { uses: 0, reactionType: kind('r9', 'Big Hugs', '🤗') },
      ]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Reaction' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'New Reaction' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter one emoji.')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Hugs');
    await user.type(within(dialog).getByRole('textbox', { name: 'Emoji' }), '🤗');
    await user.type(within(dialog).getByRole('textbox', { name: 'What it means' }), 'Sending a hug');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('A reaction with this name exists already.')).not.toHaveLength(0);
    expect(name).toHaveAccessibleDescription('A reaction with this name exists already.');

    await user.clear(name);
    await user.type(name, 'Big Hugs');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reaction saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Big Hugs/ })).toBeInTheDocument();
  });
});
