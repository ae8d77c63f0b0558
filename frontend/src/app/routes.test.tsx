import { screen, within } from '@testing-library/react';
import { HomeReactionTypesDocument, UsernameSuggestionDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { emptyHomeMocks, interestTopicsMock, feedMock } from '@/testing/forum-fixtures';
import { memberPageMocks } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { routes } from './routes';

const admin: CachedUser = {
  id: 'a1',
  username: 'CalmOtter123',
  profileColour: '#f7a521',
  isAdmin: true,
  onboardingComplete: true,
};
const member: CachedUser = { ...admin, id: 'm1', username: 'BraveFinch456', isAdmin: false };
const newMember: CachedUser = { ...member, id: 'm2', onboardingComplete: false };

const usernameMock: GraphQLMock = {
  request: { query: UsernameSuggestionDocument },
  result: { data: { usernameSuggestion: 'CalmOtter123' } },
};

function renderAt(path: string, mocks: GraphQLMock[] = [], signedInAs: CachedUser | null = null) {
  return renderRoute({ routes, path, mocks: [...mocks, ...memberPageMocks()], signedInAs }).router;
}

describe('public routes', () => {
  it.each([
    ['/register', 'Create your account'],
    ['/login', 'Log in'],
    ['/request-reset', 'Forgot your password?'],
    ['/reset-password?token=t&id=u', 'Choose a new password'],
    ['/forbidden', "You can't access that"],
    ['/nope', 'Page Not Found'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAt(path, [usernameMock]);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('offers Login and Register when logged out', async () => {
    renderAt('/forbidden');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});

describe('guards', () => {
  it('sends a visitor without a session to /login, remembering the page', async () => {
    const router = renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('sends a visitor without a session from / to plain /login', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sends a member away from the admin area to /forbidden', async () => {
    const router = renderAt('/admin/topics', [], member);
    expect(await screen.findByRole('heading', { level: 1, name: "You can't access that" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forbidden');
  });

  it('sends a member who has not finished onboarding to /onboarding', async () => {
    const router = renderAt('/about', [], newMember);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Real Talk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('lets admins skip onboarding', async () => {
    renderAt('/about', [], { ...admin, onboardingComplete: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('sends /onboarding to / when onboarding is complete', async () => {
    const router = renderAt('/onboarding', emptyHomeMocks(), member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Real Talk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/login', '/register', '/request-reset'])('sends a signed-in member from %s to /', async (path) => {
    const router = renderAt(path, emptyHomeMocks(), member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Real Talk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Profile to members and Admin only to admins', async () => {
    renderAt('/about', [], member);
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the Admin link to admins', async () => {
    renderAt('/about', [], admin);
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});

describe('member routes', () => {
  it.each([
    ['/resources', 'Second Opinions'],
    ['/new-post', 'Create Post'],
    ['/profile', 'Your Profile'],
    ['/notifications', 'Notifications'],
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
    ['/admin/nope', 'Page Not Found'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAt(path, [], admin);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends /logout to /login', async () => {
    const router = renderAt('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a page load the server refuses with FORBIDDEN to /forbidden', async () => {
    const router = renderAt(
      '/',
      [
        {
          request: { query: HomeReactionTypesDocument },
          result: { data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] },
        },
        interestTopicsMock(),
        feedMock([]),
      ],
      member,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "You can't access that" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forbidden');
    // Only the page load was refused: the session stays.
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
