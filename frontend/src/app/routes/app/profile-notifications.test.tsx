import { render, screen, waitFor, within } from '@testing-library/react';
import { toast, ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { SetNotificationPreferenceDocument, type NotificationKind } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { SAVED_MESSAGE, SAVED_TOAST_MS } from '@/lib/saved-toast';
import { notificationPreferencesMock } from '@/testing/notification-fixtures';
import { headerAvatarMock, myProfileMock, profileChoicesMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

function setPreference(kind: NotificationKind, enabled: boolean, fails = false) {
  const answer = vi.fn(() => ({
    data: {
      setNotificationPreference: [{ __typename: 'NotificationPreference', kind, enabled }],
    },
  }));
  const mock: GraphQLMock = fails
    ? { request: { query: SetNotificationPreferenceDocument, variables: { kind, enabled } }, error: new Error('Network down') }
    : { request: { query: SetNotificationPreferenceDocument, variables: { kind, enabled } }, result: answer };
  return { mock, answer };
}

async function renderProfile(mocks: GraphQLMock[], off: NotificationKind[] = []) {
  const view = renderRoute({
    routes,
    path: '/profile',
    signedInAs: member,
    mocks: [headerAvatarMock(), myProfileMock(), profileChoicesMock, notificationPreferencesMock(off), ...mocks],
  });
  render(<ToastContainer />);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Notifications' }, { timeout: 5000 });
  const section = heading.closest('section') as HTMLElement;
  await within(section).findByRole('switch', { name: 'Comments on your posts' });
  return { ...view, section };
}

afterEach(() => vi.restoreAllMocks());

describe('/profile notifications', { timeout: 20_000 }, () => {
  it('shows each kind on or off as she chose', async () => {
    const { section } = await renderProfile([], ['REACTION_ON_POST']);
    const switches = within(section).getAllByRole('switch');
    expect(switches.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'false', 'true', 'true', 'true']);
    expect(within(section).getByRole('switch', { name: 'New comments on posts you follow' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Reactions to your posts' })).not.toBeChecked();
    expect(within(section).getByRole('switch', { name: 'When your post or comment is hidden for review' })).toBeChecked();
  });

  it("saves a switch at once and says 'Saved!'", async () => {
    const success = vi.spyOn(toast, 'success');
    const off = setPreference('REACTION_ON_POST', false);
    const { section, user } = await renderProfile([off.mock]);
    const reactions = within(section).getByRole('switch', { name: 'Reactions to your posts' });
    await user.click(reactions);
    await waitFor(() => expect(off.answer).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(SAVED_MESSAGE, expect.objectContaining({ autoClose: SAVED_TOAST_MS }));
    expect(reactions).not.toBeChecked();
    // Its own save: the profile's autosave sends nothing.
    expect(screen.queryByText(/not saved/)).not.toBeInTheDocument();
  });

  it('switches back and says so when the change was not saved', async () => {
    const failed = setPreference('COMMENT_ON_POST', false, true);
    const { section, user } = await renderProfile([failed.mock]);
    const comments = within(section).getByRole('switch', { name: 'Comments on your posts' });
    await user.click(comments);
    expect(await screen.findByText('Your change was not saved: Something went wrong...')).toBeInTheDocument();
    await waitFor(() => expect(comments).toBeChecked());
  });
});
