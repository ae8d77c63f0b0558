import { act, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { UPLOADING_REASON } from '@/components/form/pending-uploads';
import { LEAVE_WITH_DRAFT } from '@/components/ui/unsent-changes-guard';
import { DRAFT_RESTORED, NEW_POST_DRAFT } from '@/features/posts/components/create-post-form';
import { putFile } from '@/features/uploads/xhr-upload';
import {
  AddCommentDocument,
  CreatePostDocument,
  CreateUploadDocument,
  LogoutDocument,
  NewPostTopicsDocument,
} from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { drafts } from '@/lib/drafts';
import { author, comment, commentsMock, emptyHomeMocks, postPageMock } from '@/testing/forum-fixtures';
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
    data: { topics: [{ __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' }] },
  },
};

const FIRST = { timeout: 5000 };

async function renderNewPost(mocks: GraphQLMock[] = []) {
  const view = renderRoute({
    routes,
    path: ['/', '/new-post'],
    signedInAs: member,
    mocks: [headerAvatarMock(), topicsMock, ...mocks],
  });
  await screen.findByRole('group', { name: 'Topics' }, FIRST);
  return view;
}

const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const textBox = () => screen.getByRole('textbox', { name: 'What would you like to share?' });
const postButton = () => screen.getByRole('button', { name: 'Post' });
/** The draft is written 500 ms after the last keystroke: wait for it as a person would. */
const draftSaved = (name: string, expected: unknown) => waitFor(() => expect(drafts.load(name)).toMatchObject(expected as object));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.mocked(putFile).mockReset());

describe('Create Post keeps a draft', { timeout: 20_000 }, () => {
  it('restores what she wrote when she comes back', async () => {
    const first = await renderNewPost();
    await first.user.type(titleBox(), 'Night sweats');
    await first.user.type(textBox(), 'What helped you?');
    await first.user.click(screen.getByRole('checkbox', { name: 'Menopause' }));
    await draftSaved(NEW_POST_DRAFT, { title: 'Night sweats', text: 'What helped you?', topics: ['t1'] });
    first.unmount();

    await renderNewPost();
    expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
    expect(titleBox()).toHaveValue('Night sweats');
    expect(textBox()).toHaveValue('What helped you?');
    expect(screen.getByRole('checkbox', { name: 'Menopause' })).toBeChecked();
    expect(postButton()).toBeEnabled();
  });

  it('forgets the draft once the post is sent, and leaves without asking', async () => {
    const { user, router } = await renderNewPost([
      {
        request: {
          query: CreatePostDocument,
          variables: { input: { title: '', text: 'Hello', images: [], links: [], topics: [] } },
        },
        result: { data: { createPost: { __typename: 'Post', id: 'p9' } } },
      },
      postPageMock({ id: 'p9', title: '', text: 'Hello' }),
      commentsMock([], { postId: 'p9' }),
    ]);
    await user.type(textBox(), 'Hello');
    await draftSaved(NEW_POST_DRAFT, { text: 'Hello' });
    await user.click(postButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/p9'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(drafts.load(NEW_POST_DRAFT)).toBeNull();
  });

  it('discards the draft after asking, and starts afresh', async () => {
    const { user } = await renderNewPost();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    await user.type(textBox(), 'Never mind');
    await draftSaved(NEW_POST_DRAFT, { text: 'Never mind' });
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(textBox()).toHaveValue(''));
    expect(drafts.load(NEW_POST_DRAFT)).toBeNull();
    expect(postButton()).toBeDisabled();
  });

  it('asks before leaving with unsent words; she can stay, or go and sign out, which clears the draft', async () => {
    const { user, router } = await renderNewPost([
      { request: { query: LogoutDocument }, result: { data: { logout: true } } },
    ]);
    await user.type(textBox(), 'Half a thought');
    await draftSaved(NEW_POST_DRAFT, { text: 'Half a thought' });

    // A reload or a closed tab: the browser asks.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // A link inside the app: the app's confirm dialog asks.
    act(() => void router.navigate('/logout'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveAccessibleDescription(LEAVE_WITH_DRAFT);
    await user.click(within(dialog).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/new-post');
    expect(textBox()).toHaveValue('Half a thought');

    act(() => void router.navigate('/logout'));
    dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    // Signed out on a shared device: nobody finds her words.
    expect(localStorage.getItem('token')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('does not ask when nothing was written', async () => {
    const { router } = await renderNewPost(emptyHomeMocks());
    act(() => void router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the upload guard', { timeout: 20_000 }, () => {
  it('keeps Post disabled, saying why, while an image is still uploading', async () => {
    let finish = () => {};
    vi.mocked(putFile).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const objectId = '0123456789abcdef01234567';
    const { user } = await renderNewPost([
      {
        request: { query: CreateUploadDocument, variables: () => true },
        result: {
          data: { createUpload: { __typename: 'UploadTicket', signedPostUrl: 'https://files.test/put', objectId } },
        },
      },
    ]);
    await user.type(textBox(), 'My scan');
    expect(postButton()).toBeEnabled();
    await user.upload(
      screen.getByLabelText('Upload image 1'),
      new File([new Uint8Array([137, 80, 78, 71])], 'scan.png', { type: 'image/png' }),
    );
    await screen.findByText(/^Uploading…/);
    expect(postButton()).toBeDisabled();
    expect(postButton()).toHaveAccessibleDescription(UPLOADING_REASON);
    expect(screen.getByText(UPLOADING_REASON)).toBeVisible();

    act(() => finish());
    expect(await screen.findByRole('button', { name: 'Remove image 1' })).toBeInTheDocument();
    await waitFor(() => expect(postButton()).toBeEnabled());
    expect(screen.queryByText(UPLOADING_REASON)).not.toBeInTheDocument();
  });
});

describe('the comment box keeps a draft', { timeout: 20_000 }, () => {
  const postMocks = () => [headerAvatarMock(), postPageMock(), commentsMock([])];

  it('restores a comment she had not sent, and forgets it once sent', async () => {
    const first = renderRoute({ routes, path: '/post/p1', signedInAs: member, mocks: postMocks() });
    const box = await screen.findByRole('textbox', { name: 'Join the conversation' }, FIRST);
    await first.user.type(box, 'Sending love');
    await waitFor(() => expect(drafts.load('comment:p1:post')).toBe('Sending love'));
    first.unmount();

    const { user } = renderRoute({
      routes,
      path: '/post/p1',
      signedInAs: member,
      mocks: [
        ...postMocks(),
        {
          request: { query: AddCommentDocument, variables: { postId: 'p1', parentId: null, text: 'Sending love' } },
          result: { data: { addComment: comment({ id: 'c9', text: 'Sending love', owner: author({ id: 'm1' }) }) } },
        },
      ],
    });
    const restored = await screen.findByRole('textbox', { name: 'Join the conversation' }, FIRST);
    expect(restored).toHaveValue('Sending love');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(restored).toHaveValue(''));
    expect(drafts.load('comment:p1:post')).toBeNull();
  });
});
