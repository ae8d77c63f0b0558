import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EmojiLegendDocument, HomeTopicsDocument } from '@/gql/graphql';
import { routes } from './routes';

const topicsMock: MockedResponse = {
  request: { query: HomeTopicsDocument },
  result: {
    data: {
      topics: [
        { __typename: 'Topic', id: 't1', title: 'Periods & Cycles', description: 'Cycles' },
        { __typename: 'Topic', id: 't2', title: 'Menopause', description: null },
      ],
    },
  },
};
const legendMock: MockedResponse = {
  request: { query: EmojiLegendDocument },
  result: {
    data: {
      reactionTypes: [
        { __typename: 'ReactionType', id: 'r1', name: 'Me Too', emoji: '🙋‍♀️', description: 'Same here' },
      ],
    },
  },
};

function renderAt(path: string, mocks: MockedResponse[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('routes', () => {
  it.each([
    ['/register', 'Create your account'],
    ['/login', 'Log in'],
    ['/request-reset', 'Forgot your password?'],
    ['/reset-password?token=t&id=u', 'Choose a new password'],
    ['/forbidden', "You can't access that"],
    ['/onboarding', 'Welcome to Real Talk'],
    ['/topic/t1', 'Topic'],
    ['/resources', 'Second Opinions'],
    ['/post/p1', 'Post'],
    ['/new-post', 'Create Post'],
    ['/resource/r1', 'Second Opinion'],
    ['/profile', 'Your Profile'],
    ['/crisis-support', 'Crisis Support'],
    ['/about', 'About Us'],
    ['/admin', 'User Management'],
    ['/admin/topics', 'Health Topics'],
    ['/admin/resources', 'Second Opinion Management'],
    ['/admin/posts', 'Post Management'],
    ['/admin/reports', 'Moderation Queue'],
    ['/admin/topic/new', 'New Topic'],
    ['/admin/topic/t1', 'Edit Topic'],
    ['/admin/resource/new', 'Create New Second Opinion'],
    ['/admin/resource/r1', 'Edit Second Opinion'],
    ['/admin/post/p1', 'Post Details'],
    ['/admin/report/r1', 'Report Review'],
    ['/nope', 'Page Not Found'],
    ['/admin/nope', 'Page Not Found'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends /logout to /login', async () => {
    const router = renderAt('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('home lists the topics as links and explains the emojis', async () => {
    renderAt('/', [topicsMock, legendMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Real Talk' })).toBeInTheDocument();
    const topics = await screen.findByRole('region', { name: 'Health topics' });
    expect(await within(topics).findByRole('link', { name: 'Menopause' })).toHaveAttribute('href', '/topic/t2');
    expect(within(topics).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByText('Same here')).toBeInTheDocument();
  });

  it('home shows an error when the topics cannot load', async () => {
    renderAt('/', [{ request: { query: HomeTopicsDocument }, error: new Error('boom') }, legendMock]);
    expect(await screen.findByText("We couldn't load the topics.")).toBeInTheDocument();
  });
});
