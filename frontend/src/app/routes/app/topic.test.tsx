import { render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { FOLLOW_FAILED } from '@/features/feed/components/follow-topic-button';
import {
  FeedDocument,
  FollowTopicsDocument,
  InterestTopicsDocument,
  TopicFeedDocument,
  TopicFollowingDocument,
  TopicPageDocument,
  type FeedQuery,
} from '@/gql/graphql';
import { apolloClient } from '@/lib/apollo-client';
import type { CachedUser } from '@/lib/auth/session-store';
import { post, resource } from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const topicMock: GraphQLMock = {
  request: { query: TopicPageDocument, variables: { id: 't1' } },
  result: { data: { topic: { __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' } } },
};
const topicFeed = (items: object[]): GraphQLMock => ({
  request: { query: TopicFeedDocument, variables: { topicId: 't1', sort: 'NEW', period: 'WEEK', first: 20 } },
  result: { data: { topicFeed: { __typename: 'FeedItemPage', items, hasNextPage: false, endCursor: null } } },
});

function renderTopic(mocks: GraphQLMock[], path = '/topic/t1') {
  return renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), topicMock, ...mocks] });
}

const topicRef = (id: string) => ({ __typename: 'Topic', id });
const followingMock = (ids: string[]): GraphQLMock => ({
  request: { query: TopicFollowingDocument },
  result: { data: { me: { __typename: 'CurrentUser', id: 'm1', topicsOfInterest: ids.map(topicRef) } } },
});
const saveTopicsMock = (ids: string[], result: GraphQLMock['result']): GraphQLMock => ({
  request: { query: FollowTopicsDocument, variables: { input: { topicsOfInterest: ids } } },
  delay: 50,
  result,
});
const savedTopics = (ids: string[]) => ({
  data: { updateProfile: { __typename: 'CurrentUser', id: 'm1', topicsOfInterest: ids.map(topicRef) } },
});

/** Her Interests feed as the cache holds it after she has seen it. */
function cacheInterestsFeed() {
  apolloClient.writeQuery({
    query: FeedDocument,
    variables: { filter: 'INTERESTS', sort: 'NEW', period: 'WEEK', first: 20 },
    // The page's __typename too, as the server answers it (codegen's types leave it out).
    data: { feed: { __typename: 'FeedItemPage', items: [], hasNextPage: false, endCursor: null } } as FeedQuery,
  });
}

const interestsFeedCached = () =>
  apolloClient.readQuery({ query: FeedDocument, variables: { filter: 'INTERESTS', sort: 'NEW', period: 'WEEK', first: 20 } }) !== null;

describe('/topic/:topicId', { timeout: 15_000 }, () => {
  it("shows the topic's title and description, then its posts and resources", async () => {
    renderTopic([topicFeed([post(), resource()])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Menopause' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Changes and support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your Voice' })).toHaveAttribute('href', '/new-post?topic=t1');
    const list = await screen.findByRole('list', { name: 'Posts and resources' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 2 posts')).toBeInTheDocument();
  });

  it('says "No content available" for a topic with nothing in it yet', async () => {
    renderTopic([topicFeed([])]);
    expect(await screen.findByText('No content available', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('follows the topic: it joins her topics at once, and her Interests feed loads afresh', async () => {
    const { user } = renderTopic([topicFeed([]), followingMock([]), saveTopicsMock(['t1'], savedTopics(['t1']))]);
    const follow = await screen.findByRole('button', { name: 'Follow Menopause' }, { timeout: 5000 });
    await waitFor(() => expect(follow).toBeEnabled());
    cacheInterestsFeed();
    expect(interestsFeedCached()).toBe(true);

    await user.click(follow);
    // At once, before the server answers.
    expect(screen.getByRole('button', { name: 'Unfollow Menopause' })).toHaveTextContent('Unfollow');
    expect(screen.getByText('Following')).toBeInTheDocument();
    await waitFor(() => expect(interestsFeedCached()).toBe(false));
    // The Interests chips read her topics from the cache: Menopause is among them now.
    const interests = apolloClient.readQuery({ query: InterestTopicsDocument });
    expect(interests?.me?.topicsOfInterest.map((topic) => topic.id)).toEqual(['t1']);
  });

  it('unfollows the topic', async () => {
    const { user } = renderTopic([topicFeed([]), followingMock(['t1', 't2']), saveTopicsMock(['t2'], savedTopics(['t2']))]);
    const unfollow = await screen.findByRole('button', { name: 'Unfollow Menopause' }, { timeout: 5000 });
    await user.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow Menopause' })).toBeInTheDocument();
    expect(screen.queryByText('Following')).not.toBeInTheDocument();
  });

  it('keeps her last topic, as the server asks', async () => {
    render(<ToastContainer />);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderTopic([
      topicFeed([]),
      followingMock(['t1']),
      saveTopicsMock([], {
        errors: [
          {
            message: 'Please select at least one topic of interest',
            extensions: { code: 'BAD_USER_INPUT', field: 'topicsOfInterest' },
          },
        ],
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unfollow Menopause' }, { timeout: 5000 }));
    expect(await screen.findByText('Please select at least one topic of interest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow Menopause' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says so when following fails, and shows the topic as not followed again', async () => {
    render(<ToastContainer />);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderTopic([
      topicFeed([]),
      followingMock([]),
      saveTopicsMock(['t1'], { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    ]);
    const follow = await screen.findByRole('button', { name: 'Follow Menopause' }, { timeout: 5000 });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    expect(await screen.findByText(FOLLOW_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Menopause' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it.each([
    ['a mangled id', 'nope', { message: 'id is not a valid id', extensions: { code: 'BAD_USER_INPUT', field: 'id' } }],
    ['a topic that is gone', '0123456789abcdef01234567', { message: 'Topic not found', extensions: { code: 'NOT_FOUND' } }],
  ])("shows the app's Page Not Found for %s, not the server's words", async (_, id, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute({
      routes,
      path: `/topic/${id}`,
      signedInAs: member,
      mocks: [headerAvatarMock(), { request: { query: TopicPageDocument, variables: { id } }, result: { data: null, errors: [error] } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByText(error.message)).not.toBeInTheDocument();
    // Still inside the app: its menus stay.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
