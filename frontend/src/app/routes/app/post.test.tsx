import { act, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { AddCommentDocument, PostPageDocument, ToggleCommentReactionDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { author, comment, commentsMock, permalinkMock, postPageMock, tallies } from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { COMMENT_SCROLL_DELAY_MS } from './post';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const UNDER_REVIEW = 'This post has been reported and is currently under review.';
const QUARANTINED = 'This comment has been reported and is currently being investigated.';

function renderPost(mocks: GraphQLMock[], path = '/post/p1') {
  return renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), ...mocks] });
}

const added = (overrides: Record<string, unknown>) => ({
  data: { addComment: comment({ owner: author({ id: 'm1', username: 'BraveFinch456' }), ...overrides }) },
});

// The first render loads the lazy route module: allow it more than findBy's second.
const FIRST = { timeout: 5000 };

afterEach(() => vi.useRealTimers());

// Whole pages through the router on a small machine: more than the default 5 s each.
describe('/post/:id', { timeout: 15_000 }, () => {
  it('shows the whole post and a comment box whose button waits for text', async () => {
    const longText = 'Line one.\nLine two.\nLine three.\nLine four.';
    const { user } = renderPost([
      postPageMock({ text: longText, links: ['https://www.nhs.uk/conditions/menopause/', 'javascript:alert(1)'] }),
      commentsMock([]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot flushes at night' }, FIRST)).toBeInTheDocument();
    const text = screen.getByText(/Line one\./);
    expect(text).not.toHaveClass('line-clamp-3');
    expect(text.textContent).toBe(longText);

    // Links open in a new tab without handing it this page; only http(s) ones are links.
    const link = screen.getByRole('link', { name: /nhs\.uk/ });
    expect(link).toHaveAttribute('href', 'https://www.nhs.uk/conditions/menopause/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /alert/ })).not.toBeInTheDocument();

    expect(await screen.findByText('No comments on this post yet.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Join the conversation' });
    const send = screen.getByRole('button', { name: 'Comment' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'Me too');
    expect(send).toBeEnabled();
  });

  it('adds a comment: it joins the list and the counts go up', async () => {
    const { user } = renderPost([
      postPageMock({ commentCount: 0 }),
      commentsMock([]),
      {
        request: { query: AddCommentDocument, variables: { postId: 'p1', parentId: null, text: 'Sending love' } },
        result: added({ id: 'c9', text: 'Sending love' }),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Comments (0)' }, FIRST)).toBeInTheDocument();
    await screen.findByText('No comments on this post yet.');
    await user.type(screen.getByRole('textbox', { name: 'Join the conversation' }), '  Sending love ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Sending love')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 comment' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Join the conversation' })).toHaveValue('');
  });

  it('opens replies by their count, at any depth, and closes them again', async () => {
    const { user } = renderPost([
      postPageMock({ commentCount: 5 }),
      commentsMock([
        comment({ id: 'c1', replyCount: 1 }),
        comment({ id: 'c2', text: '', owner: null, isDeleted: true, replyCount: 0 }),
        comment({ id: 'c3', text: QUARANTINED, isShadowBanned: true }),
      ]),
      commentsMock([comment({ id: 'c4', parentId: 'c1', isReply: true, text: 'Same here', replyCount: 1 })], {
        parentId: 'c1',
      }),
      commentsMock([comment({ id: 'c5', parentId: 'c4', isReply: true, text: 'And me' })], { parentId: 'c4' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Comments' }, FIRST);
    expect(within(list).getByText('Deleted comment')).toBeInTheDocument();
    expect(within(list).getByText(QUARANTINED)).toBeInTheDocument();

    const toggle = within(list).getByRole('button', { name: '1 reply', expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const replies = await screen.findByRole('list', { name: 'Replies to SunnyOtter456' });
    expect(await within(replies).findByText('Same here')).toBeInTheDocument();

    // A reply's replies open the same way.
    await user.click(within(replies).getByRole('button', { name: '1 reply' }));
    expect(await screen.findByText('And me')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Same here')).not.toBeInTheDocument();
    expect(screen.queryByText('And me')).not.toBeInTheDocument();
  });

  it('replies to a comment: the reply box takes focus, and the new reply shows with the count', async () => {
    const { user } = renderPost([
      postPageMock({ commentCount: 1 }),
      commentsMock([comment({ id: 'c1', replyCount: 0 })]),
      {
        request: { query: AddCommentDocument, variables: { postId: 'p1', parentId: 'c1', text: 'Thank you!' } },
        result: added({ id: 'c7', parentId: 'c1', isReply: true, text: 'Thank you!' }),
      },
      commentsMock([comment({ id: 'c7', parentId: 'c1', isReply: true, text: 'Thank you!', owner: author({ id: 'm1', username: 'BraveFinch456' }) })], {
        parentId: 'c1',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Comments' }, FIRST);
    await user.click(within(list).getByRole('button', { name: 'Reply' }));
    // The box says whom it answers.
    const box = screen.getByRole('textbox', { name: 'Replying to SunnyOtter456' });
    expect(screen.getByText('Replying to SunnyOtter456')).toBeVisible();
    expect(box).toHaveFocus();
    await user.type(box, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('list', { name: 'Replies to SunnyOtter456' })).toHaveTextContent('Thank you!');
    expect(within(list).getByRole('button', { name: '1 reply', expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Replying to SunnyOtter456' })).not.toBeInTheDocument();
  });

  it('keeps one reply box open at a time', async () => {
    const { user } = renderPost([
      postPageMock({ commentCount: 2 }),
      commentsMock([
        comment({ id: 'c1' }),
        comment({ id: 'c2', text: 'Try magnesium.', owner: author({ id: 'u3', username: 'QuietLark777' }) }),
      ]),
    ]);
    const first = await screen.findByRole('article', { name: 'Comment by SunnyOtter456' }, FIRST);
    const second = screen.getByRole('article', { name: 'Comment by QuietLark777' });
    await user.click(within(first).getByRole('button', { name: 'Reply' }));
    expect(screen.getByRole('textbox', { name: 'Replying to SunnyOtter456' })).toHaveFocus();

    await user.click(within(second).getByRole('button', { name: 'Reply' }));
    expect(screen.getByRole('textbox', { name: 'Replying to QuietLark777' })).toHaveFocus();
    expect(screen.getAllByRole('textbox', { name: /^Replying to / })).toHaveLength(1);
    expect(within(first).getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(second).getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-expanded', 'true');

    // Reply again closes it.
    await user.click(within(second).getByRole('button', { name: 'Reply' }));
    expect(screen.queryByRole('textbox', { name: /^Replying to / })).not.toBeInTheDocument();
  });

  it('toggles a reaction on a comment at once', async () => {
    const { user } = renderPost([
      postPageMock({ commentCount: 1 }),
      commentsMock([comment({ id: 'c1', reactions: tallies([1, 0]) })]),
      {
        request: { query: ToggleCommentReactionDocument, variables: { commentId: 'c1', reactionTypeId: 'r2' } },
        delay: 50,
        result: { data: { toggleCommentReaction: { __typename: 'Comment', id: 'c1', reactions: tallies([1, 1], [false, true]) } } },
      },
    ]);
    // Only the reactions someone chose show; the others are behind "Add a reaction".
    const reactions = await screen.findByRole('list', { name: 'Reactions to this comment' }, FIRST);
    expect(within(reactions).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      '🙋‍♀️ Me Too, 1 reaction',
    ]);
    const commentCard = screen.getByRole('article', { name: 'Comment by SunnyOtter456' });
    await user.click(within(commentCard).getByRole('button', { name: 'Add a reaction' }));
    const picker = await screen.findByRole('list', { name: 'Every reaction' });
    await user.click(within(picker).getByRole('button', { name: '🤗 Hugs, 0 reactions' }));
    const shown = screen.getByRole('list', { name: 'Reactions to this comment' });
    expect(within(shown).getByRole('button', { name: '🤗 Hugs, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Every reaction' })).not.toBeInTheDocument());
  });

  it('scrolls to the comments 500 ms after opening with ?comments', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPost([postPageMock(), commentsMock([])], '/post/p1?comments=true');
    await screen.findByRole('heading', { level: 2, name: 'Comments (0)' }, FIRST);
    act(() => vi.advanceTimersByTime(COMMENT_SCROLL_DELAY_MS - 100));
    expect(scrolled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(150));
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'comments');
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (0)' })).toHaveFocus();
  });

  it('opens a permalink down to a reply deep in a collapsed branch on a later page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const top = comment({ id: 'c30', text: 'Comment thirty', replyCount: 1 });
    const middle = comment({ id: 'r1', parentId: 'c30', isReply: true, text: 'A reply', replyCount: 1 });
    const deep = comment({ id: 'r2', parentId: 'r1', isReply: true, text: 'The reply she was sent to' });
    renderPost(
      [
        postPageMock({ commentCount: 30 }),
        permalinkMock([top, middle, deep], { commentId: 'r2' }),
        // The first page of comments does not hold it.
        commentsMock([comment({ id: 'c1', text: 'The first comment' })], { hasNextPage: true, endCursor: 'x' }),
        commentsMock([middle], { parentId: 'c30' }),
        commentsMock([deep], { parentId: 'r1' }),
      ],
      '/post/p1?comment=r2',
    );
    const target = await screen.findByText('The reply she was sent to', {}, FIRST);
    const article = target.closest('article');
    // Shown first, above the first page, with the branches above it open.
    expect(screen.getByRole('list', { name: 'Comments' }).firstElementChild).toHaveTextContent('Comment thirty');
    expect(screen.getByText('The first comment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more comments' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts.at(-1)).toBe(article);
    expect(article).toHaveFocus();
    expect(article).toHaveAttribute('data-highlighted', 'true');
  });

  it('lands on the post and says why when the linked comment cannot be shown', async () => {
    renderPost(
      [
        postPageMock({ commentCount: 1 }),
        permalinkMock([], { commentId: 'c9', status: 'UNDER_REVIEW' }),
        commentsMock([comment({ id: 'c1' })]),
      ],
      '/post/p1?comment=c9',
    );
    expect(
      await screen.findByText(
        'The comment you were sent to was reported and is hidden while a moderator reviews it. The rest of the conversation is below.',
        {},
        FIRST,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Comment by SunnyOtter456' })).toBeInTheDocument();
  });

  it('says so, kindly, when the post is under review', async () => {
    renderPost([
      {
        request: { query: PostPageDocument, variables: { id: 'p1' } },
        result: { data: null, errors: [{ message: UNDER_REVIEW, extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await screen.findByRole('heading', { level: 1, name: "This post isn't available" }, FIRST)).toBeInTheDocument();
    expect(screen.getByText(UNDER_REVIEW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Real Talk' })).toHaveAttribute('href', '/');
    vi.restoreAllMocks();
  });

  it('treats a mangled link as a post that is not there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPost(
      [
        {
          request: { query: PostPageDocument, variables: { id: 'nope' } },
          result: { data: null, errors: [{ message: 'id is not a valid id', extensions: { code: 'BAD_USER_INPUT', field: 'id' } }] },
        },
      ],
      '/post/nope',
    );
    expect(await screen.findByRole('heading', { level: 1, name: "This post isn't available" }, FIRST)).toBeInTheDocument();
    expect(screen.getByText("We couldn't find that post.")).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
