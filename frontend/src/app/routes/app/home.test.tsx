import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { EXPLANATION_THANKS } from '@/features/posts/reactions';
import {
  ExplainReactionDocument,
  HomeTopicsDocument,
  MarkFeedSeenDocument,
  InterestTopicsDocument,
  PopularTopicsDocument,
  ReactionToExplainDocument,
  SearchTopicsDocument,
  TogglePostReactionDocument,
} from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import {
  feedMock,
  feedSeenMock,
  interestTopicsMock,
  legendMock,
  post,
  reactionTypes,
  resource,
  tallies,
} from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const menopause = { __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' };
const periods = { __typename: 'Topic', id: 't2', title: 'Periods & Cycles', description: null };

function renderHome(mocks: GraphQLMock[], path = '/') {
  const seen = mocks.some((mock) => mock.request.query === MarkFeedSeenDocument) ? [] : [feedSeenMock()];
  const view = renderRoute({
    routes,
    path,
    signedInAs: member,
    mocks: [headerAvatarMock(), legendMock, ...seen, ...mocks],
  });
  render(<ToastContainer />);
  return view;
}

/** Stands in for the browser's IntersectionObserver: `reveal()` brings the watched elements into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  private elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  static reveal() {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.all = [];
});

// Whole pages through the router on a small machine: more than the default 5 s each.
describe('/ (the Real Talk feed)', { timeout: 15_000 }, () => {
  it('shows her topics, the legend, and posts and resources mixed, with "Showing N posts"', async () => {
    renderHome([interestTopicsMock([menopause]), feedMock([post({ commentCount: 3 }), resource()])]);
    expect(await screen.findByText('Showing 2 posts')).toBeInTheDocument();
    // The last page: the end of the feed says so (once the cards after the first few are in).
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();

    const topics = screen.getByRole('region', { name: 'Health topics' });
    expect(within(topics).getByRole('combobox', { name: 'Topic filter' })).toHaveValue('INTERESTS');
    expect(within(topics).getByRole('link', { name: 'Menopause' })).toHaveAttribute('href', '/topic/t1');
    // The topic search is for All and Popular only.
    expect(within(topics).queryByRole('searchbox', { name: 'Search topics' })).not.toBeInTheDocument();
    expect(screen.getByText('What do the emojis mean?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your Voice' })).toHaveAttribute('href', '/new-post');

    const [card, resourceCard] = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
    const postCard = within(card as HTMLElement);
    expect(postCard.getByRole('link', { name: 'Hot flushes at night' })).toHaveAttribute('href', '/post/p1');
    expect(postCard.getByText(/Does anyone else wake up drenched/)).toHaveClass('line-clamp-3');
    expect(postCard.getByText('GentleHeron321')).toBeInTheDocument();
    expect(postCard.getByText('2 hours ago')).toBeInTheDocument();
    expect(postCard.getByRole('link', { name: 'Menopause' })).toHaveAttribute('href', '/topic/t1');
    expect(postCard.getByRole('link', { name: '3 comments' })).toHaveAttribute('href', '/post/p1?comments=true');
    // No pill for a reaction nobody gave: they are behind "+" (issue 36).
    expect(postCard.queryByRole('button', { name: '🙋‍♀️ Me Too, 0 reactions' })).not.toBeInTheDocument();
    expect(postCard.getByRole('button', { name: 'Add a reaction' })).toBeInTheDocument();
    expect(
      within(resourceCard as HTMLElement).getByRole('link', { name: 'What the evidence says about HRT' }),
    ).toHaveAttribute('href', '/resource/so1');
  });

  it('marks where the posts new since her last visit end, once the server says when it was', async () => {
    const hour = 60 * 60 * 1000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString();
    renderHome([
      feedSeenMock(at(3)),
      interestTopicsMock([menopause]),
      feedMock([
        post({ id: 'p1', title: 'Newest', createdAt: at(1) }),
        post({ id: 'p2', title: 'Also new', createdAt: at(2) }),
        post({ id: 'p3', title: 'Seen before', createdAt: at(5) }),
      ]),
    ]);
    const divider = await screen.findByRole('separator', { name: /new since your last visit/i });
    expect(divider).toHaveTextContent('New since your last visit');
    // Between the second post and the third.
    const item = divider.closest('li') as HTMLElement;
    expect(within(item).getByRole('link', { name: 'Seen before' })).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: 'Also new' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('separator', { name: /new since your last visit/i })).toHaveLength(1);
  });

  it('shows no mark on her first visit, nor when every post is older than her last visit', async () => {
    renderHome([interestTopicsMock([menopause]), feedMock([post()])]);
    expect(await screen.findByText('Showing 1 post')).toBeInTheDocument();
    expect(screen.queryByRole('separator', { name: /new since your last visit/i })).not.toBeInTheDocument();
  });

  it('says "No posts available" for an empty feed, and points her to her topics', async () => {
    renderHome([interestTopicsMock([]), feedMock([])]);
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByText("You're all caught up")).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Choose your topics' })).toHaveAttribute('href', '/profile');
  });

  it('offers All, Popular and Add Your Voice when her Interests feed is empty', async () => {
    const { router, user } = renderHome([
      interestTopicsMock([menopause]),
      feedMock([]),
      { request: { query: PopularTopicsDocument }, result: { data: { popularTopics: [periods] } } },
      feedMock([post()], { filter: 'POPULAR' }),
    ]);
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Newest in your topics' });
    expect(within(recent).getByRole('link', { name: 'Add Your Voice' })).toHaveAttribute('href', '/new-post');
    expect(within(recent).getByRole('button', { name: 'Show All' })).toBeInTheDocument();

    await user.click(within(recent).getByRole('button', { name: 'Show Popular' }));
    expect(router.state.location.search).toBe('?filter=popular');
    expect(await screen.findByText('Showing 1 post')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic filter' })).toHaveValue('POPULAR');
    expect(await screen.findByRole('link', { name: 'Periods & Cycles' })).toBeInTheDocument();
  });

  it('puts the posts before the sidebar in the page, so the keyboard reaches them first', async () => {
    renderHome([interestTopicsMock([menopause]), feedMock([post()])]);
    const postLink = await screen.findByRole('link', { name: 'Hot flushes at night' });
    const sidebar = screen.getByRole('complementary', { name: 'Topics and reactions' });
    expect(within(sidebar).getByRole('region', { name: 'Health topics' })).toBeInTheDocument();
    expect(within(sidebar).getByText('What do the emojis mean?')).toBeInTheDocument();
    expect(postLink.compareDocumentPosition(sidebar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('folds the topics and the legend into bars above the posts on a narrow screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderHome([interestTopicsMock([menopause]), feedMock([post()])]);
    const postLink = await screen.findByRole('link', { name: 'Hot flushes at night' });
    expect(screen.queryByRole('complementary', { name: 'Topics and reactions' })).not.toBeInTheDocument();
    const bar = screen.getByText('Health topics', { selector: 'summary *' }).closest('details');
    expect(bar).not.toHaveAttribute('open');
    expect(bar).toHaveTextContent('Interests');
    expect((bar?.compareDocumentPosition(postLink) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no other filters when All is empty too', async () => {
    renderHome([{ request: { query: HomeTopicsDocument }, result: { data: { topics: [] } } }, feedMock([], { filter: 'ALL' })], '/?filter=all');
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Newest in all topics' });
    expect(within(recent).queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the feed loads', async () => {
    renderHome([interestTopicsMock([]), { ...feedMock([]), delay: 200 }]);
    expect(await screen.findByText('Loading posts…')).toBeInTheDocument();
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
  });

  it('switches the filter: All shows every topic and searches them 500 ms after typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = vi.fn(() => ({ data: { searchTopics: [periods] } }));
    const { router } = renderHome([
      interestTopicsMock([menopause]),
      feedMock([]),
      { request: { query: HomeTopicsDocument }, result: { data: { topics: [menopause, periods] } } },
      feedMock([post()], { filter: 'ALL' }),
      { request: { query: SearchTopicsDocument, variables: { text: 'peri' } }, result: search },
    ]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const topics = await screen.findByRole('region', { name: 'Health topics' });
    await screen.findByText('No posts available');

    await user.selectOptions(within(topics).getByRole('combobox', { name: 'Topic filter' }), 'All');
    expect(router.state.location.search).toBe('?filter=all');
    expect(await within(topics).findByRole('link', { name: 'Periods & Cycles' })).toBeInTheDocument();
    expect(within(topics).getByRole('link', { name: 'Menopause' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 post')).toBeInTheDocument();

    await user.type(within(topics).getByRole('searchbox', { name: 'Search topics' }), 'peri');
    act(() => vi.advanceTimersByTime(400));
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(150));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(topics).queryByRole('link', { name: 'Menopause' })).not.toBeInTheDocument());
    expect(within(topics).getByRole('link', { name: 'Periods & Cycles' })).toHaveAttribute('href', '/topic/t2');
  });

  it('loads the next page as she scrolls to the end, without repeating a post', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderHome([
      interestTopicsMock([]),
      feedMock([post({ id: 'p3', title: 'Third' }), post({ id: 'p2', title: 'Second' })], {
        hasNextPage: true,
        endCursor: 'cur2',
      }),
      // A post published meanwhile shifted the pages: p2 comes again.
      feedMock([post({ id: 'p2', title: 'Second' }), post({ id: 'p1', title: 'First' })], { after: 'cur2' }),
    ]);
    expect(await screen.findByText('Showing 2 posts')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();

    act(() => FakeIntersectionObserver.reveal());
    expect(await screen.findByText('Showing 3 posts')).toBeInTheDocument();
    const titles = within(screen.getByRole('list', { name: 'Posts' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Third', 'Second', 'First']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows a reaction at once, and after 'Me Too' asks why; the explanation is thanked", async () => {
    const explain = vi.fn(() => ({
      data: { explainReaction: { __typename: 'PostReaction', id: 'pr1', explanation: 'Same every night' } },
    }));
    const { user } = renderHome([
      interestTopicsMock([]),
      feedMock([post({ reactions: tallies([2, 0]) })]),
      {
        request: { query: TogglePostReactionDocument, variables: { postId: 'p1', reactionTypeId: 'r1' } },
        // Long enough that a busy machine still checks the optimistic answer before this one
        // opens the (modal) dialog over the button.
        delay: 1000,
        result: {
          data: {
            togglePostReaction: {
              __typename: 'PostReactionToggle',
              post: { __typename: 'Post', id: 'p1', reactions: tallies([3, 0], [true]) },
              reaction: {
                __typename: 'PostReaction',
                id: 'pr1',
                reactionType: { ...reactionTypes[0], description: undefined },
              },
            },
          },
        },
      },
      {
        request: { query: ExplainReactionDocument, variables: { reactionId: 'pr1', explanation: 'Same every night' } },
        result: explain,
      },
    ]);
    const meToo = await screen.findByRole('button', { name: '🙋‍♀️ Me Too, 2 reactions' });
    await user.click(meToo);
    // Optimistic: counted and pressed before the server answers.
    expect(screen.getByRole('button', { name: '🙋‍♀️ Me Too, 3 reactions' })).toHaveAttribute('aria-pressed', 'true');

    const dialog = await screen.findByRole('dialog', { name: /Why did you react “Me Too”\?/ });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Your explanation' })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: 'Your explanation' }), 'Same every night');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(EXPLANATION_THANKS)).toBeInTheDocument();
    expect(explain).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after another reaction, asks the server whether to explain, else refreshes the feed', async () => {
    const refreshed = vi.fn(() => ({
      data: {
        feed: {
          __typename: 'FeedItemPage',
          items: [post({ reactions: tallies([0, 1], [false, true]) })],
          hasNextPage: false,
          endCursor: null,
        },
      },
    }));
    const { user } = renderHome([
      interestTopicsMock([]),
      feedMock([post()]),
      {
        request: { query: TogglePostReactionDocument, variables: { postId: 'p1', reactionTypeId: 'r2' } },
        result: {
          data: {
            togglePostReaction: {
              __typename: 'PostReactionToggle',
              post: { __typename: 'Post', id: 'p1', reactions: tallies([0, 1], [false, true]) },
              reaction: {
                __typename: 'PostReaction',
                id: 'pr2',
                reactionType: { __typename: 'ReactionType', id: 'r2', name: 'Hugs', emoji: '🤗' },
              },
            },
          },
        },
      },
      { request: { query: ReactionToExplainDocument }, result: { data: { reactionToExplain: null } } },
      { request: { query: feedMock([]).request.query, variables: { filter: 'INTERESTS', sort: 'NEW', period: 'WEEK', first: 20 } }, result: refreshed },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add a reaction' }));
    await user.click(await screen.findByRole('button', { name: '🤗 Hugs, 0 reactions' }));
    expect(await screen.findByRole('button', { name: '🤗 Hugs, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error in place when her topics cannot load, and the rest of the page', async () => {
    // The page's loader asks first, then the chips once more, and on a busy machine a
    // re-render may ask again: every time, the answer is the same refusal.
    const refused: GraphQLMock = {
      request: { query: InterestTopicsDocument },
      error: new Error('boom'),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderHome([refused, feedMock([])]);
    const topics = await screen.findByRole('region', { name: 'Health topics' });
    expect(await within(topics).findByRole('alert')).toHaveTextContent("We couldn't load the topics.boom");
    expect(await screen.findByText('Same here')).toBeInTheDocument();
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
  });
});
