import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import {
  ResourcePageDocument,
  ResourceTitleSearchDocument,
  ResourceTopicsDocument,
  SecondOpinionsDocument,
} from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { secondOpinion } from '@/testing/forum-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

const topic = (id: string, title: string) => ({ __typename: 'Topic', id, title, description: `About ${title}` });

const topicsMock = (topics: object[]): GraphQLMock => ({
  request: { query: ResourceTopicsDocument },
  result: { data: { secondOpinionTopics: topics } },
});

type Page = { after?: string; hasNextPage?: boolean; endCursor?: string | null; answer?: () => void };

const listMock = (
  items: object[],
  topicId: string | null = null,
  { after, hasNextPage = false, endCursor = null, answer }: Page = {},
): GraphQLMock => ({
  request: { query: SecondOpinionsDocument, variables: { topicId, first: 12, ...(after ? { after } : {}) } },
  result: () => {
    answer?.();
    return { data: { secondOpinions: { __typename: 'SecondOpinionPage', items, hasNextPage, endCursor } } };
  },
});

function renderResources(mocks: GraphQLMock[], path = '/resources') {
  return renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), ...mocks] });
}

// The first render loads the lazy route module: allow it more than findBy's second.
const FIRST = { timeout: 5000 };

describe('/resources', { timeout: 15_000 }, () => {
  it('shows "All Topics" first, then the topics with resources in order, and the cards', async () => {
    renderResources([
      topicsMock([topic('t1', 'Endometriosis'), topic('t2', 'Menopause'), topic('t3', 'Periods & Cycles')]),
      listMock([
        secondOpinion({ id: 'so1', featured: true, title: 'Featured read' }),
        secondOpinion({ id: 'so2', title: 'Ordinary read', author: null, topics: [] }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Opinions' }, FIRST)).toBeInTheDocument();
    const chips = await screen.findByRole('navigation', { name: 'Filter by topic' });
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All Topics',
      'Endometriosis',
      'Menopause',
      'Periods & Cycles',
    ]);
    expect(within(chips).getByRole('link', { name: 'All Topics' })).toHaveAttribute('aria-current', 'true');

    const grid = await screen.findByRole('list', { name: 'Second Opinions' });
    const [featured, ordinary] = within(grid).getAllByRole('article');
    expect(within(featured!).getByText('Featured')).toBeInTheDocument();
    expect(within(featured!).getByRole('link', { name: 'Featured read' })).toHaveAttribute('href', '/resource/so1');
    expect(within(featured!).getByText('By Dr. Amara Lewis')).toBeInTheDocument();
    expect(within(featured!).getByText('A GP explains the latest research.')).toHaveClass('line-clamp-3');
    expect(within(featured!).getByRole('link', { name: 'Menopause' })).toHaveAttribute('href', '/topic/t2');
    expect(within(ordinary!).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(ordinary!).getByRole('link', { name: 'Ordinary read' })).toHaveAttribute('href', '/resource/so2');
  });

  it('asks for a topic\'s resources when its chip is chosen, and keeps it in the URL', async () => {
    const askedForTopic = vi.fn();
    const { user, router } = renderResources([
      topicsMock([topic('t1', 'Endometriosis'), topic('t2', 'Menopause')]),
      listMock([secondOpinion({ id: 'so1', title: 'For everyone' })]),
      listMock([secondOpinion({ id: 'so3', title: 'Only menopause' })], 't2', { answer: askedForTopic }),
    ]);
    await screen.findByRole('link', { name: 'For everyone' }, FIRST);
    const chips = screen.getByRole('navigation', { name: 'Filter by topic' });
    await user.click(within(chips).getByRole('link', { name: 'Menopause' }));

    expect(await screen.findByRole('link', { name: 'Only menopause' })).toBeInTheDocument();
    expect(askedForTopic).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?topic=t2');
    expect(within(chips).getByRole('link', { name: 'Menopause' })).toHaveAttribute('aria-current', 'true');
    expect(within(chips).getByRole('link', { name: 'All Topics' })).not.toHaveAttribute('aria-current');
  });

  it('opens on the topic in the URL (a reload or a shared link)', async () => {
    renderResources(
      [topicsMock([topic('t2', 'Menopause')]), listMock([secondOpinion({ title: 'Only menopause' })], 't2')],
      '/resources?topic=t2',
    );
    expect(await screen.findByRole('link', { name: 'Only menopause' }, FIRST)).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Filter by topic' });
    expect(within(chips).getByRole('link', { name: 'Menopause' })).toHaveAttribute('aria-current', 'true');
  });

  it('lists title matches in a dropdown after typing stops, and opens the one chosen', async () => {
    const searched = vi.fn(() => ({
      data: {
        secondOpinions: {
          __typename: 'SecondOpinionPage',
          items: [
            { __typename: 'SecondOpinion', id: 'so1', title: 'What the evidence says about HRT' },
            { __typename: 'SecondOpinion', id: 'so4', title: 'HRT and sleep' },
          ],
          hasNextPage: false,
          endCursor: null,
        },
      },
    }));
    const { user, router } = renderResources([
      topicsMock([]),
      listMock([secondOpinion({ id: 'so9', title: 'Something else' })]),
      { request: { query: ResourceTitleSearchDocument, variables: { search: 'HRT', first: 8 } }, result: searched },
      {
        request: { query: ResourcePageDocument, variables: { id: 'so4' } },
        result: { data: { secondOpinion: secondOpinion({ id: 'so4', title: 'HRT and sleep' }) } },
      },
    ]);
    await screen.findByRole('link', { name: 'Something else' }, FIRST);
    await user.type(screen.getByRole('combobox', { name: 'Search Second Opinions' }), 'HRT');
    // Spec §9: the search waits 500 ms after the last key.
    expect(searched).not.toHaveBeenCalled();
    const options = await screen.findAllByRole('option', undefined, { timeout: 2000 });
    expect(options.map((option) => option.textContent)).toEqual(['What the evidence says about HRT', 'HRT and sleep']);
    expect(searched).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('option', { name: 'HRT and sleep' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource/so4'));
    expect(await screen.findByRole('heading', { level: 1, name: 'HRT and sleep' })).toBeInTheDocument();
  });

  it('says when no title matches', async () => {
    const { user } = renderResources([
      topicsMock([]),
      listMock([secondOpinion()]),
      {
        request: { query: ResourceTitleSearchDocument, variables: { search: 'zebra', first: 8 } },
        result: { data: { secondOpinions: { __typename: 'SecondOpinionPage', items: [], hasNextPage: false, endCursor: null } } },
      },
    ]);
    await screen.findByRole('article', undefined, FIRST);
    await user.type(screen.getByRole('combobox', { name: 'Search Second Opinions' }), 'zebra');
    expect(await screen.findByText('No Second Opinion titles match "zebra".', undefined, { timeout: 2000 })).toBeInTheDocument();
  });

  it('loads the next page with "Load more"', async () => {
    const { user } = renderResources([
      topicsMock([]),
      listMock([secondOpinion({ id: 'so1', title: 'First page' })], null, { hasNextPage: true, endCursor: 'c1' }),
      listMock([secondOpinion({ id: 'so2', title: 'Second page' })], null, { after: 'c1' }),
    ]);
    await screen.findByRole('link', { name: 'First page' }, FIRST);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Second Opinions' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "No resources have been uploaded yet." when there are none', async () => {
    renderResources([topicsMock([]), listMock([])]);
    expect(await screen.findByText('No resources have been uploaded yet.', undefined, FIRST)).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Filter by topic' });
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual(['All Topics']);
  });

  it('says something else, with a way back to all, when the chosen topic has none', async () => {
    const { user, router } = renderResources(
      [topicsMock([topic('t2', 'Menopause')]), listMock([], 't2'), listMock([secondOpinion({ title: 'For everyone' })])],
      '/resources?topic=t2',
    );
    expect(await screen.findByText('There are no Second Opinions on this topic yet.', undefined, FIRST)).toBeInTheDocument();
    expect(screen.queryByText('No resources have been uploaded yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all Second Opinions' }));
    expect(await screen.findByRole('link', { name: 'For everyone' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
