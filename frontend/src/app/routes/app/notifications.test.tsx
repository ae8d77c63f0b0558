import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { NotificationsDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { comment, commentsMock, permalinkMock, postPageMock } from '@/testing/forum-fixtures';
import { markReadMock, notification, notificationsMock, slowUnreadCountMock, unreadCountMock } from '@/testing/notification-fixtures';
import { headerAvatarMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};
const FIRST = { timeout: 5000 };

function renderNotifications(mocks: GraphQLMock[], path = '/notifications') {
  return renderRoute({ routes, path, signedInAs: member, mocks: [headerAvatarMock(), ...mocks] });
}

const headerBell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });
const list = () => screen.findByRole('list', { name: 'Notifications' }, FIRST);

const hour = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('/notifications', { timeout: 20_000 }, () => {
  it('lists what happened, new ones marked in words, each linking to the post or its comments', async () => {
    const count = unreadCountMock(2, 0);
    const read = markReadMock(2);
    renderNotifications([
      count.mock,
      read.mock,
      notificationsMock([
        notification({ id: 'n1' }),
        notification({ id: 'n2', kind: 'REACTION_ON_POST', actorCount: 3, comment: null, createdAt: ago(2 * hour) }),
        notification({
          id: 'n3',
          kind: 'CONTENT_HIDDEN',
          comment: null,
          readAt: ago(hour),
          createdAt: ago(3 * 24 * hour),
        }),
        notification({ id: 'n4', kind: 'REPLY_TO_COMMENT', post: null, readAt: ago(hour), createdAt: ago(4 * 24 * hour) }),
      ]),
    ]);
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const item = (index: number) => items[index] as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();

    const comment = within(item(0)).getByRole('link', { name: 'New: A member commented on your post “Night sweats”.' });
    expect(comment).toHaveAttribute('href', '/post/p1?comment=c1');
    expect(within(item(0)).getByText('“Same here, every night.”')).toBeInTheDocument();
    expect(within(item(0)).getByText('New')).toBeInTheDocument();
    expect(within(item(0)).getByText('5 minutes ago')).toBeInTheDocument();

    const reactions = within(item(1)).getByRole('link', { name: 'New: 3 members reacted to your post “Night sweats”.' });
    expect(reactions).toHaveAttribute('href', '/post/p1');
    expect(within(item(1)).getByText('2 hours ago')).toBeInTheDocument();

    // Read before this visit: no "New".
    expect(
      within(item(2)).getByRole('link', { name: 'Your post “Night sweats” was hidden while a moderator reviews it.' }),
    ).toHaveAttribute('href', '/post/p1');
    expect(within(item(2)).queryByText('New')).not.toBeInTheDocument();

    // Its post can no longer be read: no link.
    expect(within(item(3)).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item(3)).getByText('A member replied to your comment.')).toBeInTheDocument();
    expect(within(item(3)).getByText('This post is no longer available.')).toBeInTheDocument();
  });

  it('marks them all read once loaded: the bell goes to 0 and the new ones stay marked', async () => {
    // Opening the page asks the bell's count and marks them read at once: the count's answer,
    // from before the marking, comes after the marking's. The bell asks again once marked.
    const count = unreadCountMock(0);
    const read = markReadMock(2);
    renderNotifications([
      slowUnreadCountMock(2, 40),
      { ...count.mock, delay: 120 },
      read.mock,
      notificationsMock([notification({ id: 'n1' }), notification({ id: 'n2', kind: 'REACTION_ON_POST', comment: null })]),
    ]);
    await list();
    await waitFor(() => expect(read.answer).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications'));
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(2);
    // The old answer has come and gone; the bell's last word is the one asked after the marking.
    await waitFor(() => expect(count.calls()).toBe(1));
    await waitFor(() => expect(headerBell()).toHaveAccessibleName('Notifications'));
    expect(read.answer).toHaveBeenCalledTimes(1);
  });

  it('says so when there are none yet', async () => {
    renderNotifications([unreadCountMock(0).mock, markReadMock(0).mock, notificationsMock([])]);
    expect(await screen.findByText('No notifications yet.', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('loads more with "Load more"; a later page’s ones read in this visit count as new', async () => {
    const { user } = renderNotifications([
      unreadCountMock(21).mock,
      markReadMock(21).mock,
      notificationsMock([notification({ id: 'n1' })], { hasNextPage: true, endCursor: 'cursor-1' }),
      notificationsMock(
        [
          // Read by this visit's call, just now.
          notification({ id: 'n2', kind: 'REACTION_ON_POST', comment: null, readAt: new Date().toISOString() }),
          notification({ id: 'n3', kind: 'CONTENT_RESTORED', comment: null, readAt: ago(48 * hour), createdAt: ago(72 * hour) }),
        ],
        { after: 'cursor-1' },
      ),
    ]);
    await list();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'New: A member reacted to your post “Night sweats”.' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: "A moderator has reviewed your post “Night sweats”: it's visible again." }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('is for members only: a visitor goes to /login and comes back', async () => {
    const { router } = renderRoute({ routes, path: '/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, FIRST)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fnotifications');
  });

  it('shows a failure in place', async () => {
    renderNotifications([
      unreadCountMock(1).mock,
      { request: { query: NotificationsDocument, variables: { first: 20 } }, error: new Error('Network down') },
    ]);
    expect(await screen.findByText("We couldn't load your notifications.", {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
  });

  it('opens a comment notification at the comment’s permalink', async () => {
    const { user, router } = renderNotifications([
      unreadCountMock(1, 0).mock,
      markReadMock(1).mock,
      notificationsMock([notification()]),
      postPageMock({ id: 'p1', title: 'Night sweats' }),
      permalinkMock([comment({ text: 'Same here, every night.' })], { commentId: 'c1' }),
      commentsMock([]),
    ]);
    await list();
    await user.click(screen.getByRole('link', { name: /A member commented on your post/ }));
    await screen.findByRole('heading', { level: 1, name: 'Night sweats' }, FIRST);
    expect(router.state.location.pathname).toBe('/post/p1');
    expect(router.state.location.search).toBe('?comment=c1');
  });
});
