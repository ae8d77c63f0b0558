import { screen, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { TopicFeedDocument, TopicPageDocument } from '@/gql/graphql';
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
  request: { query: TopicFeedDocument, variables: { topicId: 't1', first: 20 } },
  result: { data: { topicFeed: { __typename: 'FeedItemPage', items, hasNextPage: false, endCursor: null } } },
});

function renderTopic(mocks: GraphQLMock[]) {
  return renderRoute({ routes, path: '/topic/t1', signedInAs: member, mocks: [headerAvatarMock(), topicMock, ...mocks] });
}

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
});
