import { act, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { UNREAD_POLL_MS } from '@/features/notifications/hooks/use-unread-notification-count';
import { TAB_RETURN_GAP_MS } from '@/features/notifications/tab-visibility';
import type { CachedUser } from '@/lib/auth/session-store';
import { unreadCountMock } from '@/testing/notification-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

async function renderAbout(count: ReturnType<typeof unreadCountMock>) {
  const view = renderRoute({ routes, path: '/about', signedInAs: member, mocks: [headerAvatarMock(), count.mock] });
  await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 5000 });
  return view;
}

const headerBell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });
const bottomBar = () => screen.getByRole('navigation', { name: 'Quick links' });

afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
});

describe('the notification bell', { timeout: 20_000 }, () => {
  it('shows the unread count in the header and the bottom bar, a number only', async () => {
    await renderAbout(unreadCountMock(3));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(headerBell()).toHaveAttribute('href', '/notifications');
    expect(headerBell()).toHaveTextContent(/^3$/);

    const barBell = within(bottomBar()).getByRole('link', { name: 'Notifications, 3 unread' });
    expect(barBell).toHaveTextContent(/^3Notifications$/);
    // Spec §9: still 4 links; her profile is the header's avatar.
    expect(within(bottomBar()).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Your profile' })).toBeInTheDocument();
    // The browser tab never tells.
    expect(document.title).not.toContain('3');
  });

  it('caps the badge at 99+', async () => {
    await renderAbout(unreadCountMock(150));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications, more than 99 unread'));
    expect(headerBell()).toHaveTextContent(/^99\+$/);
  });

  it('shows no badge when nothing is unread', async () => {
    const count = unreadCountMock(0);
    await renderAbout(count);
    await waitFor(() => expect(count.calls()).toBe(1));
    expect(headerBell()).toHaveAccessibleName('Notifications');
    expect(headerBell()).toHaveTextContent(/^$/);
  });

  it('asks every 60 s while the tab is visible, never while it is hidden, and at once on coming back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const count = unreadCountMock(1, 2, 5, 6);
    await renderAbout(count);
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications, 1 unread'));

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(count.calls()).toBe(2);

    // A hidden tab: its turns pass without a call.
    setHidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(count.calls()).toBe(2);

    // Shown again: asked at once.
    setHidden(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications, 5 unread'));
    expect(count.calls()).toBe(3);

    // Its window focused again a while later: asked again.
    await act(() => vi.advanceTimersByTimeAsync(TAB_RETURN_GAP_MS));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications, 6 unread'));
    expect(count.calls()).toBe(4);
  });

  it('tells a screen reader when new ones arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderAbout(unreadCountMock(1, 3));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(screen.queryByText('1 unread notification')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(await screen.findByText('3 unread notifications')).toHaveAttribute('aria-live', 'polite');
  });
});
