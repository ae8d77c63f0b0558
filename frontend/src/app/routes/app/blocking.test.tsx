import { render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { BLOCK_DESCRIPTION, BLOCKED_COMMENT_TEXT } from '@/features/posts/api/block-member';
import { NO_BLOCKED_MEMBERS_TEXT } from '@/features/profile/components/blocked-members';
import { AddCommentDocument, BlockMemberDocument, UnblockMemberDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import {
  author,
  comment,
  commentsMock,
  feedMock,
  interestTopicsMock,
  legendMock,
  post,
  postPageMock,
} from '@/testing/forum-fixtures';
import { blockedMembersMock, headerAvatarMock, myProfileMock, profileChoicesMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};
const her = author({ id: 'm1', username: 'BraveFinch456' });
const otter = author({ id: 'u2', username: 'SunnyOtter456', profileColour: 'f7a521' });
const FIRST = { timeout: 5000 };

function renderPage(path: string, mocks: GraphQLMock[]) {
  const view = renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), ...mocks] });
  render(<ToastContainer />);
  return view;
}

const blockMock = (userId: string, result: GraphQLMock['result'] = { data: { blockMember: true } }): GraphQLMock => ({
  request: { query: BlockMemberDocument, variables: { userId } },
  result,
});

const commentOptions = (name: string) =>
  within(screen.getByRole('article', { name })).getByRole('button', { name: 'Comment options' });

describe('the Block item of the ⋮ menu', { timeout: 20_000 }, () => {
  it("is on other members' posts and comments, never on her own", async () => {
    const { user } = renderPage('/post/p1', [
      postPageMock({ owner: otter }),
      commentsMock([
        comment({ id: 'c1', owner: otter }),
        comment({ id: 'c2', owner: her, text: 'Mine' }),
        comment({ id: 'c3', owner: null, text: '', isDeleted: true }),
      ]),
    ]);
    await screen.findByRole('list', { name: 'Comments' }, FIRST);

    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(commentOptions('Comment by SunnyOtter456'));
    expect(await screen.findByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(commentOptions('Comment by BraveFinch456'));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('is not on her own post', async () => {
    const { user } = renderPage('/post/p1', [postPageMock({ owner: her }), commentsMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Post options' }, FIRST));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
  });
});

describe('blocking a member', { timeout: 20_000 }, () => {
  it("asks first, then collapses every comment of hers to 'You blocked this member', keeping the replies", async () => {
    const { user, router } = renderPage('/post/p1', [
      postPageMock({ owner: her, commentCount: 3 }),
      commentsMock([
        comment({ id: 'c1', owner: otter, text: 'Something unkind', replyCount: 1 }),
        comment({ id: 'c2', owner: author({ id: 'u3', username: 'KindLark77' }), text: 'Sending love' }),
      ]),
      blockMock('u2'),
      commentsMock([comment({ id: 'r1', parentId: 'c1', isReply: true, owner: her, text: 'Please be kind' })], {
        parentId: 'c1',
      }),
    ]);
    await screen.findByRole('article', { name: 'Comment by SunnyOtter456' }, FIRST);
    await user.click(commentOptions('Comment by SunnyOtter456'));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Block SunnyOtter456?' });
    expect(dialog).toHaveTextContent(BLOCK_DESCRIPTION);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText("You blocked SunnyOtter456. You won't see their posts.")).toBeInTheDocument();
    const collapsed = await screen.findByRole('article', { name: BLOCKED_COMMENT_TEXT });
    expect(collapsed).toHaveTextContent(BLOCKED_COMMENT_TEXT);
    expect(screen.queryByText('Something unkind')).not.toBeInTheDocument();
    // Nothing to answer, react to or report, and nobody named.
    expect(within(collapsed).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(collapsed).queryByRole('button', { name: /Me Too/ })).not.toBeInTheDocument();
    expect(within(collapsed).queryByRole('button', { name: 'Comment options' })).not.toBeInTheDocument();
    expect(within(collapsed).queryByText('SunnyOtter456')).not.toBeInTheDocument();
    await waitFor(() => expect(collapsed).toHaveFocus());
    // The others' comments stay as they were, and she stays on her post.
    expect(screen.getByRole('article', { name: 'Comment by KindLark77' })).toHaveTextContent('Sending love');
    expect(router.state.location.pathname).toBe('/post/p1');

    await user.click(within(collapsed).getByRole('button', { name: '1 reply' }));
    expect(await screen.findByText('Please be kind')).toBeInTheDocument();
    // Below it, still, and without her name.
    expect(screen.getByRole('list', { name: 'Replies' })).toHaveTextContent('Please be kind');
  });

  it('shows a comment the server sends as blocked collapsed', async () => {
    renderPage('/post/p1', [
      postPageMock({ commentCount: 1 }),
      commentsMock([comment({ id: 'c1', text: BLOCKED_COMMENT_TEXT, isFromBlockedMember: true })]),
    ]);
    const collapsed = await screen.findByRole('article', { name: BLOCKED_COMMENT_TEXT }, FIRST);
    expect(collapsed.querySelector('p')).toHaveClass('italic', 'text-ink-muted');
    expect(within(collapsed).queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes back to the feed when she blocks the author of the post she is reading', async () => {
    const { user, router } = renderPage('/post/p1', [
      postPageMock({ owner: otter }),
      commentsMock([]),
      blockMock('u2'),
      legendMock,
      interestTopicsMock([]),
      feedMock([post({ id: 'p2', title: 'Another post', owner: her })]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Post options' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText("You blocked SunnyOtter456. You won't see their posts.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Another post' })).toBeInTheDocument();
  });

  it('takes her posts out of the feed', async () => {
    const { user } = renderPage('/', [
      legendMock,
      interestTopicsMock([]),
      feedMock([
        post({ id: 'p1', title: 'By the otter', owner: otter }),
        post({ id: 'p2', title: 'By someone else', owner: author({ id: 'u3', username: 'KindLark77' }) }),
        post({ id: 'p3', title: 'Another by the otter', owner: otter }),
      ]),
      blockMock('u2'),
    ]);
    const card = (await screen.findByRole('link', { name: 'By the otter' }, FIRST)).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Showing 1 post')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'By the otter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Another by the otter' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'By someone else' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a moderator as a toast, and changes nothing", async () => {
    const { user } = renderPage('/post/p1', [
      postPageMock({ owner: her, commentCount: 1 }),
      commentsMock([comment({ id: 'c1', owner: otter, text: 'Moderator here' })]),
      blockMock('u2', {
        errors: [new GraphQLError("Moderators can't be blocked.", { extensions: { code: 'FORBIDDEN' } })],
      }),
    ]);
    await screen.findByRole('article', { name: 'Comment by SunnyOtter456' }, FIRST);
    await user.click(commentOptions('Comment by SunnyOtter456'));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText("Moderators can't be blocked.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Comment by SunnyOtter456' })).toHaveTextContent('Moderator here');
  });
});

describe('a reply the server refuses', { timeout: 20_000 }, () => {
  it("shows 'You can't reply here.' in the reply box, keeping her words", async () => {
    const { user } = renderPage('/post/p1', [
      postPageMock({ owner: otter, commentCount: 1 }),
      commentsMock([comment({ id: 'c1', owner: otter })]),
      {
        request: { query: AddCommentDocument, variables: { postId: 'p1', parentId: 'c1', text: 'Thank you!' } },
        result: { errors: [new GraphQLError("You can't reply here.", { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    const article = await screen.findByRole('article', { name: 'Comment by SunnyOtter456' }, FIRST);
    await user.click(within(article).getByRole('button', { name: 'Reply' }));
    await user.type(within(article).getByRole('textbox', { name: 'Replying to SunnyOtter456' }), 'Thank you!');
    await user.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent("You can't reply here.");
    expect(within(article).getByRole('textbox', { name: 'Replying to SunnyOtter456' })).toHaveValue('Thank you!');
  });
});

describe('/profile: Blocked members', { timeout: 20_000 }, () => {
  const profileMocks = (...mocks: GraphQLMock[]) => [myProfileMock(), profileChoicesMock, ...mocks];

  it('lists them with their avatars, and Unblock takes one off the list', async () => {
    const { user } = renderPage(
      '/profile',
      profileMocks(
        blockedMembersMock([otter, author({ id: 'u3', username: 'KindLark77', profileColour: '9a496f' })]),
        { request: { query: UnblockMemberDocument, variables: { userId: 'u2' } }, result: { data: { unblockMember: true } } },
      ),
    );
    const section = await screen.findByRole('region', { name: 'Blocked members' }, FIRST);
    const list = await within(section).findByRole('list', { name: 'Blocked members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: "SunnyOtter456's avatar" })).toBeInTheDocument();
    expect(within(list).getByText('KindLark77')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Unblock SunnyOtter456' }));
    expect(await screen.findByText("You unblocked SunnyOtter456. You'll see their posts again.")).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('SunnyOtter456')).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Unblock KindLark77' })).toBeInTheDocument();
  });

  it('says so when she has blocked nobody, after the sections of her profile and before her account', async () => {
    renderPage('/profile', profileMocks(blockedMembersMock([])));
    const section = await screen.findByRole('region', { name: 'Blocked members' }, FIRST);
    expect(await within(section).findByText(NO_BLOCKED_MEMBERS_TEXT)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Blocked members')).toBe(headings.indexOf('Your account') - 1);
    expect(headings.indexOf('Blocked members')).toBeGreaterThan(headings.indexOf('Your data'));
  });

  it("shows the server's refusal of an unblock, keeping her on the list", async () => {
    const { user } = renderPage(
      '/profile',
      profileMocks(blockedMembersMock([otter]), {
        request: { query: UnblockMemberDocument, variables: { userId: 'u2' } },
        result: { errors: [new GraphQLError('Something broke.')] },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Blocked members' }, FIRST);
    await user.click(await within(section).findByRole('button', { name: 'Unblock SunnyOtter456' }));
    expect(await screen.findByText('Something broke.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Unblock SunnyOtter456' })).toBeEnabled();
  });
});
