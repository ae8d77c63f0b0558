import { render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { UNDER_REVIEW_NO_EDIT } from '@/features/posts/api/own-content';
import { DELETED_POST_TEXT } from '@/features/posts/components/post-card';
import { EXPORT_READY } from '@/features/profile/components/download-my-data';
import {
  DeleteCommentDocument,
  DeletePostDocument,
  MyCommentsDocument,
  MyPostsDocument,
  PostTopicsDocument,
  UpdateCommentDocument,
  UpdatePostDocument,
} from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { author, comment, commentsMock, emptyHomeMocks, post, postPageMock } from '@/testing/forum-fixtures';
import { headerAvatarMock, memberPageMocks } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { NO_COMMENTS_YET, NO_POSTS_YET } from './profile-activity';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};
const her = author({ id: 'm1', username: 'BraveFinch456' });
const FIRST = { timeout: 5000 };

function renderPage(path: string, mocks: GraphQLMock[]) {
  const view = renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), ...mocks] });
  render(<ToastContainer />);
  return view;
}

const topicsMock: GraphQLMock = {
  request: { query: PostTopicsDocument },
  result: {
    data: { topics: [{ __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' }] },
  },
};

async function openMenu(user: ReturnType<typeof renderPage>['user'], name: 'Post options' | 'Comment options', within_?: HTMLElement) {
  await user.click((within_ ? within(within_) : screen).getByRole('button', { name }));
  return screen.findByRole('menu');
}

afterEach(() => vi.restoreAllMocks());

describe('her own post', { timeout: 20_000 }, () => {
  it("is edited in place with the Create Post rules, then says 'Post updated' and 'edited'", async () => {
    const { user } = renderPage('/post/p1', [
      postPageMock({ owner: her }),
      commentsMock([]),
      topicsMock,
      {
        request: {
          query: UpdatePostDocument,
          variables: {
            id: 'p1',
            input: { title: 'Hot flushes at night', text: 'Still waking up drenched.', images: [], links: [], topics: ['t1'] },
          },
        },
        result: {
          data: {
            updatePost: post({ owner: her, text: 'Still waking up drenched.', editedAt: new Date().toISOString() }),
          },
        },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Hot flushes at night' }, FIRST);
    expect(screen.queryByText('edited')).not.toBeInTheDocument();
    const menu = await openMenu(user, 'Post options');
    expect(within(menu).queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));

    const text = await screen.findByRole('textbox', { name: 'What would you like to share?' });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(text).toHaveValue('Does anyone else wake up drenched? What helped you?');
    expect(screen.getByRole('checkbox', { name: 'Menopause' })).toBeChecked();
    await user.clear(text);
    // Same rule as creating: a post needs text, an image or a link.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(text, 'Still waking up drenched.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(await screen.findByText('Still waking up drenched.')).toBeInTheDocument();
    expect(screen.getByText('edited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('under review: Edit is off with the reason, Delete still works and goes back to the feed', async () => {
    const { user, router } = renderPage('/post/p1', [
      postPageMock({ owner: her, isShadowBanned: true }),
      commentsMock([]),
      { request: { query: DeletePostDocument, variables: { id: 'p1' } }, result: { data: { deletePost: true } } },
      ...emptyHomeMocks(),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Hot flushes at night' }, FIRST);
    const menu = await openMenu(user, 'Post options');
    const edit = within(menu).getByRole('menuitem', { name: /^Edit/ });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveTextContent(UNDER_REVIEW_NO_EDIT);

    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('once deleted, its page says so and keeps the comments readable, with nothing to add', async () => {
    renderPage('/post/p1', [
      postPageMock({ owner: null, isDeleted: true, title: '', text: '', topics: [], commentCount: 1 }),
      commentsMock([comment({ text: 'Cotton sheets helped me.' })]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted post' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText(DELETED_POST_TEXT, { exact: false })).toBeInTheDocument();
    expect(await screen.findByText('Cotton sheets helped me.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Join the conversation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reactions to this post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});

describe('her own comment', { timeout: 20_000 }, () => {
  it("is edited in place: 'Comment updated' and 'edited'", async () => {
    const mine = comment({ id: 'c2', owner: her, text: 'A fan helps.' });
    const { user } = renderPage('/post/p1', [
      postPageMock({ commentCount: 1 }),
      commentsMock([mine]),
      {
        request: { query: UpdateCommentDocument, variables: { id: 'c2', text: 'A fan by the bed helps.' } },
        result: {
          data: { updateComment: { ...mine, text: 'A fan by the bed helps.', editedAt: new Date().toISOString() } },
        },
      },
    ]);
    const item = await screen.findByRole('article', { name: 'Comment by BraveFinch456' }, FIRST);
    const menu = await openMenu(user, 'Comment options', item);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const box = await within(item).findByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('A fan helps.');
    expect(within(item).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'A fan by the bed helps.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(await within(item).findByText('A fan by the bed helps.')).toBeInTheDocument();
    expect(within(item).getByText('edited')).toBeInTheDocument();
  });

  it("with replies, is deleted into 'Deleted comment' and the replies stay", async () => {
    const { user } = renderPage('/post/p1', [
      postPageMock({ commentCount: 2 }),
      commentsMock([comment({ id: 'c2', owner: her, text: 'Mine', replyCount: 1 })]),
      { request: { query: DeleteCommentDocument, variables: { id: 'c2' } }, result: { data: { deleteComment: true } } },
      commentsMock([comment({ id: 'r1', parentId: 'c2', isReply: true, text: 'A reply to you' })], { parentId: 'c2' }),
    ]);
    const item = await screen.findByRole('article', { name: 'Comment by BraveFinch456' }, FIRST);
    const menu = await openMenu(user, 'Comment options', item);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    const tombstone = await screen.findByRole('article', { name: 'Deleted comment' });
    expect(within(tombstone).getByText('Deleted comment')).toBeInTheDocument();
    expect(screen.queryByText('Mine')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeInTheDocument();
    await user.click(within(tombstone).getByRole('button', { name: '1 reply' }));
    expect(await screen.findByText('A reply to you')).toBeInTheDocument();
  });

  it('without replies, goes, and the count goes down', async () => {
    const { user } = renderPage('/post/p1', [
      postPageMock({ commentCount: 2 }),
      commentsMock([comment({ id: 'c1' }), comment({ id: 'c2', owner: her, text: 'Mine' })]),
      { request: { query: DeleteCommentDocument, variables: { id: 'c2' } }, result: { data: { deleteComment: true } } },
    ]);
    const item = await screen.findByRole('article', { name: 'Comment by BraveFinch456' }, FIRST);
    const menu = await openMenu(user, 'Comment options', item);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeInTheDocument();
  });
});

const myPostsMock = (items: object[], { after, hasNextPage = false, endCursor = null }: { after?: string; hasNextPage?: boolean; endCursor?: string | null } = {}): GraphQLMock => ({
  request: { query: MyPostsDocument, variables: { first: 10, ...(after ? { after } : {}) } },
  result: { data: { myPosts: { __typename: 'PostPage', items, hasNextPage, endCursor } } },
});
const myCommentsMock = (items: object[]): GraphQLMock => ({
  request: { query: MyCommentsDocument, variables: { first: 10 } },
  result: { data: { myComments: { __typename: 'CommentPage', items, hasNextPage: false, endCursor: null } } },
});

describe('/profile/activity: everything she wrote', { timeout: 20_000 }, () => {
  it("lists her posts and comments with links, 'Under review' marks and Load more", async () => {
    const { user } = renderPage('/profile/activity', [
      myPostsMock([post({ owner: her, editedAt: new Date().toISOString() })], { hasNextPage: true, endCursor: 'k1' }),
      myPostsMock([post({ id: 'p2', owner: her, title: 'Reported one', isShadowBanned: true })], { after: 'k1' }),
      myCommentsMock([comment({ id: 'c2', postId: 'p7', owner: her, text: 'My reply', isReply: true })]),
    ]);
    const posts = await screen.findByRole('region', { name: 'Your posts' }, FIRST);
    expect(await within(posts).findByRole('link', { name: 'Hot flushes at night' })).toHaveAttribute('href', '/post/p1');
    expect(within(posts).getByText('edited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Posts & comments' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(posts).getByRole('button', { name: 'Load more' }));
    expect(await within(posts).findByRole('link', { name: 'Reported one' })).toBeInTheDocument();
    const reported = within(posts).getByRole('link', { name: 'Reported one' }).closest('article') as HTMLElement;
    expect(within(reported).getByText('Under review')).toBeInTheDocument();

    const comments = screen.getByRole('region', { name: 'Your comments' });
    expect(await within(comments).findByRole('link', { name: 'My reply' })).toHaveAttribute(
      'href',
      '/post/p7?comment=c2',
    );
    expect(within(comments).getByText('Your reply')).toBeInTheDocument();
  });

  it('says so kindly when she has written nothing yet', async () => {
    renderPage('/profile/activity', [myPostsMock([]), myCommentsMock([])]);
    expect(await screen.findByText(NO_POSTS_YET, {}, FIRST)).toBeInTheDocument();
    expect(await screen.findByText(NO_COMMENTS_YET)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your Voice' })).toHaveAttribute('href', '/new-post');
  });
});

describe('Download my data', { timeout: 20_000 }, () => {
  async function renderProfile() {
    const view = renderPage('/profile', memberPageMocks().slice(1));
    await screen.findByRole('heading', { level: 2, name: 'Your data' }, FIRST);
    return view;
  }

  it('fetches the export with her bearer headers and saves the file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    // While it comes: the button says so and waits.
    const busy = screen.getByRole('button', { name: 'Preparing your file…' });
    expect(busy).toBeDisabled();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/app/user/export');
    expect(init).toMatchObject({ headers: { Authorization: 'Bearer access', 'X-Refresh-Token': 'refresh' } });

    answer(
      new Response(JSON.stringify({ username: 'BraveFinch456' }), {
        headers: { 'Content-Disposition': 'attachment; filename="forum-data-2026-11-24.json"' },
      }),
    );
    expect(await screen.findByText(EXPORT_READY)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('forum-data-2026-11-24.json');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("shows the server's words when she has asked too often (429)", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'You have downloaded your data several times already.' }), {
        status: 429,
        headers: { 'Retry-After': '3600' },
      }),
    );
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('You have downloaded your data several times already.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
