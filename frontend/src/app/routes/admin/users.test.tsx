import { screen, within } from '@testing-library/react';
import { AdminUsersDocument, PrivacyCheckCountsDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { NO_TABLE_COUNT } from '@/testing/table-count-mocks';
import { routes } from '../../routes';

const admin: CachedUser = {
  id: 'a1',
  username: 'CalmOtter123',
  profileColour: '#f7a521',
  isAdmin: true,
  onboardingComplete: true,
};

const FIRST = { timeout: 5000 };

const usersMock: GraphQLMock = {
  request: {
    query: AdminUsersDocument,
    variables: { query: { search: null, sort: 'createdAt', ascending: false, filters: [], first: 10, after: null } },
  },
  result: { data: { adminUsers: { __typename: 'AdminUserPage', items: [], hasNextPage: false, endCursor: null } } },
};

const countsMock = (result: GraphQLMock['result'] | undefined, error?: Error): GraphQLMock => ({
  request: { query: PrivacyCheckCountsDocument, variables: { days: 30 } },
  ...(error ? { error } : { result }),
});

const count = (kind: string, label: string, items: number) => ({ __typename: 'PrivacyCheckCount', kind, label, items });

describe('/admin: the Privacy check card', { timeout: 20_000 }, () => {
  it("shows each kind's count over the last 30 days, and says the server keeps no text", async () => {
    renderRoute({
      routes,
      path: '/admin',
      signedInAs: admin,
      mocks: [
        usersMock,
        NO_TABLE_COUNT,
        countsMock({
          data: {
            privacyCheckCounts: [
              count('PHONE', 'Phone number', 3),
              count('EMAIL', 'Email address', 0),
              count('TRACKING', 'Link with tracking', 12),
            ],
          },
        }),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Privacy check' }, FIRST);
    expect(card).toHaveAccessibleDescription('Identifying details found in what members sent, last 30 days');
    const rows = await within(card).findAllByRole('term');
    expect(rows.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Phone number', '3'],
      ['Email address', '0'],
      ['Link with tracking', '12'],
    ]);
    expect(within(card).getByText(/lets them remove these before posting; the server only counts them/)).toBeInTheDocument();
    // The Users table is still the page's own.
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  });

  it('says when nothing has been counted', async () => {
    renderRoute({
      routes,
      path: '/admin',
      signedInAs: admin,
      mocks: [usersMock, NO_TABLE_COUNT, countsMock({ data: { privacyCheckCounts: [] } })],
    });
    const card = await screen.findByRole('region', { name: 'Privacy check' }, FIRST);
    expect(await within(card).findByText('Nothing counted yet.')).toBeInTheDocument();
  });

  it('shows its own error and leaves the rest of the page be', async () => {
    renderRoute({
      routes,
      path: '/admin',
      signedInAs: admin,
      mocks: [usersMock, NO_TABLE_COUNT, countsMock(undefined, new Error('Server down'))],
    });
    const card = await screen.findByRole('region', { name: 'Privacy check' }, FIRST);
    expect(await within(card).findByRole('alert')).toHaveTextContent("We couldn't load the privacy check counts.");
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});
