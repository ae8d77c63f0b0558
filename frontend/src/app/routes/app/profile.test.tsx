import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import { AUTOSAVE_DELAY_MS, SAVED_MESSAGE, SAVED_TOAST_MS } from '@/features/profile/hooks/use-autosave';
import { DeleteAccountDocument, LogoutDocument, UpdateProfileDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { session } from '@/lib/auth/session';
import { notificationPreferencesMock } from '@/testing/notification-fixtures';
import {
  blockedMembersMock,
  headerAvatarMock,
  myProfileMock,
  profileChoicesMock,
  profileMe,
} from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};
const saved = { topicsOfInterest: [{ __typename: 'Topic', id: 't1' }], ageRange: '25-34' };

/** updateProfile's answer: the whole profile, as the mutation selects it. */
const updated = (changes: Record<string, unknown>) => ({
  data: {
    updateProfile: {
      ...profileMe({ ...saved, ...changes }),
      isAdmin: false,
      onboardingComplete: true,
    },
  },
});

function update(input: Record<string, unknown>, changes: Record<string, unknown> = input) {
  const answer = vi.fn(() => updated(changes));
  const mock: GraphQLMock = { request: { query: UpdateProfileDocument, variables: { input } }, result: answer };
  return { mock, answer };
}

async function renderProfile(mocks: GraphQLMock[]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderRoute({
    routes,
    path: '/profile',
    signedInAs: member,
    mocks: [
      headerAvatarMock(),
      myProfileMock(saved),
      profileChoicesMock,
      notificationPreferencesMock(),
      blockedMembersMock(),
      ...mocks,
    ],
  });
  render(<ToastContainer />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await screen.findByRole('heading', { level: 2, name: 'Research' }, { timeout: 5000 });
  return { ...view, user };
}

const contactSwitch = () => screen.getByRole('switch', { name: 'Happy to be contacted for research' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/profile', () => {
  it('shows every section with the saved values', async () => {
    await renderProfile([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    for (const name of ['Profile image', 'Health topics', 'Profile colour', 'Private details', 'Location', 'Your account']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'Menopause' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Amber' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Race' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Age range' })).toHaveTextContent('25-34');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(contactSwitch()).not.toBeChecked();
    expect(within(screen.getByRole('main')).getByRole('img', { name: "BraveFinch456's avatar" })).toHaveAttribute(
      'data-size',
      'lg',
    );
  });

  it("saves a change 500 ms after the last one, then says 'Saved!' for 1 s", async () => {
    const colour = update({ profileColour: '9a496f' });
    const success = vi.spyOn(toast, 'success');
    const { user } = await renderProfile([colour.mock]);

    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    await user.click(screen.getByRole('radio', { name: 'Plum' }));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 50));
    expect(colour.answer).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    // One save, with the last colour only.
    await waitFor(() => expect(colour.answer).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saving…')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith(SAVED_MESSAGE, expect.objectContaining({ autoClose: SAVED_TOAST_MS }));
    expect(SAVED_TOAST_MS).toBe(1000);
    // The session's routing copy of the colour follows.
    expect(session.user()?.profileColour).toBe('9a496f');
  });

  it('saves a pending change at once when the member leaves the page', async () => {
    const contact = update({ contact: true });
    const { user, router } = await renderProfile([contact.mock]);
    await user.click(contactSwitch());
    expect(contact.answer).not.toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(contact.answer).toHaveBeenCalledTimes(1));
  });

  it('sends a pending change with keepalive when the tab closes', async () => {
    const send = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const contact = update({ contact: true });
    const { user } = await renderProfile([contact.mock]);
    await user.click(contactSwitch());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { Authorization: 'Bearer access', 'X-Refresh-Token': 'refresh', 'Content-Type': 'application/json' },
    });
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    expect(body.query).toContain('mutation UpdateProfile');
    expect(body.variables).toEqual({ input: { contact: true } });
    // Sent once: nothing is saved twice when the page stays after all.
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    expect(contact.answer).not.toHaveBeenCalled();
  });

  it('keeps a change the rules refuse at its field, unsent', async () => {
    const { user } = await renderProfile([]);
    await user.click(screen.getByRole('checkbox', { name: 'Menopause' }));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2));
    const topics = screen.getByRole('group', { name: 'Topics of interest' });
    expect(topics).toHaveAccessibleDescription('Please select at least one topic of interest');
    expect(screen.getByRole('checkbox', { name: 'Menopause' })).not.toBeChecked();
  });

  it('shows a refused save at its field and keeps the edit, with Try again', async () => {
    vi.spyOn(toast, 'error');
    const refused: GraphQLMock = {
      request: { query: UpdateProfileDocument, variables: { input: { contact: true } } },
      result: { errors: [{ message: 'Research contact is closed', extensions: { code: 'BAD_USER_INPUT' } }] },
    };
    const retry = update({ contact: true });
    const { user } = await renderProfile([refused, retry.mock]);
    await user.click(contactSwitch());
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    const message = await screen.findByText(/Your last change was not saved/);
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    expect(alert).toHaveTextContent('Your last change was not saved: Research contact is closed');
    expect(contactSwitch()).toBeChecked();
    expect(toast.error).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(retry.answer).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(/Your last change was not saved/)).not.toBeInTheDocument());
  });

  it("shows the server's BAD_USER_INPUT message at the field it names", async () => {
    vi.spyOn(toast, 'error');
    const refused: GraphQLMock = {
      request: { query: UpdateProfileDocument, variables: { input: { profileColour: '424242' } } },
      result: {
        errors: [
          { message: 'Invalid hex color format', extensions: { code: 'BAD_USER_INPUT', field: 'profileColour' } },
        ],
      },
    };
    const { user } = await renderProfile([refused]);
    await user.click(screen.getByRole('radio', { name: 'Charcoal' }));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    const colour = screen.getByRole('group', { name: 'Avatar colour' });
    await waitFor(() => expect(colour).toHaveAccessibleDescription('Invalid hex color format'));
    // The edit stays on screen.
    expect(screen.getByRole('radio', { name: 'Charcoal' })).toBeChecked();
  });

  it('deletes the account after confirmation, then logs out to /login without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, router } = await renderProfile([
      { request: { query: DeleteAccountDocument }, result: { data: { deleteAccount: true } } },
      // The server ended the session with the account: logout finds nobody.
      {
        request: { query: LogoutDocument },
        result: { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] },
      },
    ]);
    // What goes and what stays is said before she is asked.
    expect(screen.getByText('Your posts, with their pictures and every comment on them')).toBeInTheDocument();
    expect(screen.getByText(/stay as “Deleted comment” placeholders/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your profile, posts, comments, reactions and files are erased now; your comments under other members’ posts stay as “Deleted comment”. This action cannot be undone',
    );
    // Focus starts on Cancel: a stray Enter never deletes.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account successfully deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the account when the member cancels', async () => {
    const { user } = await renderProfile([]);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
  });
});
