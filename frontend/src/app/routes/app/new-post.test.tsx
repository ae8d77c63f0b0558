import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { LINK_HINT, LINK_INVALID } from '@/features/posts/create-post-values';
import { putFile } from '@/features/uploads/xhr-upload';
import { CreatePostDocument, CreateUploadDocument, NewPostTopicsDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { commentsMock, postPageMock } from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

vi.mock('@/features/uploads/compression', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/uploads/compression')>()),
  // jsdom has no canvas: the bytes go through as they are.
  compressImage: (file: File) => Promise.resolve(file),
}));
vi.mock('@/features/uploads/xhr-upload', () => ({ putFile: vi.fn() }));

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const topicsMock: GraphQLMock = {
  request: { query: NewPostTopicsDocument },
  result: {
    data: {
      topics: [
        { __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' },
        { __typename: 'Topic', id: 't2', title: 'Periods & Cycles', description: null },
      ],
    },
  },
};

const created = (input: object, id = 'p9'): GraphQLMock => ({
  request: { query: CreatePostDocument, variables: { input } },
  result: { data: { createPost: { __typename: 'Post', id } } },
});

const FIRST = { timeout: 5000 };

async function renderNewPost(mocks: GraphQLMock[] = [], path = '/new-post') {
  const view = renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), topicsMock, ...mocks] });
  await screen.findByRole('group', { name: 'Topics' }, FIRST);
  return view;
}

const postButton = () => screen.getByRole('button', { name: 'Post' });
const linkBox = () => screen.getByRole('textbox', { name: 'Link URL' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.mocked(putFile).mockReset());

// Whole pages through the router on a small machine: more than the default 5 s each.
describe('/new-post', { timeout: 15_000 }, () => {
  it('enables Post only once there is text (a title alone is not a post)', async () => {
    const { user } = await renderNewPost();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Post' })).toBeInTheDocument();
    expect(postButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hot flushes');
    expect(postButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'What would you like to share?' }), '  ');
    expect(postButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'What would you like to share?' }), 'Any tips?');
    expect(postButton()).toBeEnabled();
  });

  it('adds links (Add waits for a URL, only http(s), https:// added to a bare domain), which alone make a post', async () => {
    const { user } = await renderNewPost();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(screen.getByText(LINK_HINT)).toBeInTheDocument();

    await user.type(linkBox(), 'javascript:alert(1)');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getByText(LINK_INVALID)).toBeInTheDocument();
    expect(postButton()).toBeDisabled();

    await user.clear(linkBox());
    await user.type(linkBox(), 'www.nhs.uk{Enter}');
    expect(within(screen.getByRole('list', { name: 'Added links' })).getByText('https://www.nhs.uk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove link https://www.nhs.uk' }));

    await user.clear(linkBox());
    await user.type(linkBox(), 'https://www.nhs.uk/conditions/menopause/{Enter}');
    const added = screen.getByRole('list', { name: 'Added links' });
    expect(within(added).getByText('nhs.uk')).toBeInTheDocument();
    expect(linkBox()).toHaveValue('');
    expect(screen.queryByText(LINK_INVALID)).not.toBeInTheDocument();
    expect(postButton()).toBeEnabled();

    await user.click(within(added).getByRole('button', { name: 'Remove link https://www.nhs.uk/conditions/menopause/' }));
    expect(screen.queryByRole('list', { name: 'Added links' })).not.toBeInTheDocument();
    expect(postButton()).toBeDisabled();
  });

  it('publishes a post with a topic, an image and a link, then opens it', async () => {
    const objectId = '0123456789abcdef01234567';
    vi.mocked(putFile).mockResolvedValue(undefined);
    const { user, router } = await renderNewPost([
      {
        request: {
          query: CreateUploadDocument,
          variables: (variables: { input: { fileName: string; isViewableByAnyUser: boolean } }) =>
            /^post_\d+$/.test(variables.input.fileName) && variables.input.isViewableByAnyUser,
        },
        result: { data: { createUpload: { __typename: 'UploadTicket', signedPostUrl: 'https://files.test/put', objectId } } },
      },
      created({
        title: 'Night sweats',
        text: 'What helped you?',
        images: [objectId],
        links: ['https://www.nhs.uk/'],
        topics: ['t1'],
      }),
      postPageMock({ id: 'p9', title: 'Night sweats' }),
      commentsMock([], { postId: 'p9' }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Night sweats');
    await user.type(screen.getByRole('textbox', { name: 'What would you like to share?' }), 'What helped you?');
    await user.click(screen.getByRole('checkbox', { name: 'Menopause' }));
    await user.upload(
      screen.getByLabelText('Upload image 1'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'Remove image 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another image' })).toBeInTheDocument();
    await user.type(linkBox(), 'https://www.nhs.uk/');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await user.click(postButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/p9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night sweats' })).toBeInTheDocument();
  });

  it("shows the server's refusal at its field", async () => {
    const { user } = await renderNewPost([
      {
        request: {
          query: CreatePostDocument,
          variables: { input: { title: '', text: 'Hello', images: [], links: [], topics: ['t2'] } },
        },
        result: {
          data: null,
          errors: [
            {
              message: 'Please choose topics from the list.',
              extensions: { code: 'BAD_USER_INPUT', field: 'topics' },
            },
          ],
        },
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'What would you like to share?' }), 'Hello');
    await user.click(screen.getByRole('checkbox', { name: 'Periods & Cycles' }));
    await user.click(postButton());
    const topics = screen.getByRole('group', { name: 'Topics' });
    await waitFor(() => expect(topics).toHaveAccessibleDescription(/Please choose topics from the list\./));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose topics from the list.');
  });

  it('ticks the topic it was opened from', async () => {
    await renderNewPost([], '/new-post?topic=t2');
    expect(screen.getByRole('checkbox', { name: 'Periods & Cycles' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Menopause' })).not.toBeChecked();
  });
});
