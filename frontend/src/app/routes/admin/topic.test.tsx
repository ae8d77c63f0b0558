import { render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { AdminTopicDocument, SaveTopicDocument } from '@/gql/graphql';
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

function renderTopic(path: string, mocks: GraphQLMock[]) {
  render(<ToastContainer />);
  return renderRoute({ routes, path, signedInAs: admin, mocks });
}

const saved = (input: Record<string, unknown>, id = 't9') => ({
  request: { query: SaveTopicDocument, variables: { input } },
  result: { data: { saveTopic: { __typename: 'Topic', id, title: input.title, description: input.description } } },
});

describe('/admin/topic/:id', { timeout: 20_000 }, () => {
  it('creates a topic: the title is required, a duplicate shows at the title, then Retry saves it', async () => {
    const { user, router } = renderTopic('/admin/topic/new', [
      {
        request: {
          query: SaveTopicDocument,
          variables: { input: { id: null, title: 'Menopause', description: null } },
        },
        result: { errors: [{ message: 'A topic with this title already exists', extensions: { code: 'CONFLICT' } }] },
      },
      saved({ id: null, title: 'Perimenopause', description: 'The years before' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Topic' }, FIRST)).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Please check for errors')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await user.type(title, 'Menopause');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('A topic with this title already exists')).toHaveLength(2);
    expect(title).toHaveAccessibleDescription('A topic with this title already exists');
    const retry = screen.getByRole('button', { name: 'Retry' });

    await user.clear(title);
    await user.type(title, 'Perimenopause');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'The years before');
    await user.click(retry);
    expect(await screen.findByText('Topic saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topics'));
  });

  it('edits a topic: the form opens with its title and description', async () => {
    const { user, router } = renderTopic('/admin/topic/t1', [
      {
        request: { query: AdminTopicDocument, variables: { id: 't1' } },
        result: { data: { topic: { __typename: 'Topic', id: 't1', title: 'Menopause', description: null } } },
      },
      saved({ id: 't1', title: 'Menopause & HRT', description: null }, 't1'),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Topic' }, FIRST)).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Menopause');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await user.type(title, ' & HRT');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Topic saved')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topics'));
  });
});
