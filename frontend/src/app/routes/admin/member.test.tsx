import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { ActOnMemberDocument, AdminMemberDocument } from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { routes } from '../../routes';

const admin: CachedUser = {
  id: 'a1',
  username: 'CalmOtter123',
  profileColour: '#f7a521',
  isAdmin: true,
  onboardingComplete: true,
};

const MEMBER_ID = '65a1b2c3d4e5f60718293a4b';
const FIRST = { timeout: 5000 };

const page = <T,>(items: T[]) => ({ items, hasNextPage: false });

function member(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminMember',
    id: MEMBER_ID,
    username: 'BraveFern42',
    profileColour: 'aa77cc',
    createdAt: '2026-10-01T09:00:00Z',
    lastLoginAt: null,
    contact: true,
    isAdmin: false,
    suspendedUntil: null,
    isShadowBanned: false,
    isBanned: false,
    record: {
      __typename: 'MemberRecord',
      posts: 4,
      comments: 9,
      reportsAgainst: 3,
      upheldReportsAgainst: 2,
      reportsMade: 1,
      reportsUpheld: 0,
      reportsRejected: 1,
      reporterStanding: 'TRUSTED',
    },
    posts: {
      __typename: 'PostPage',
      ...page([
        {
          __typename: 'Post',
          id: '65a1b2c3d4e5f60718293a01',
          title: 'Hidden words',
          text: 'x',
          isShadowBanned: true,
          createdAt: '2026-11-01T09:00:00Z',
        },
      ]),
    },
    comments: { __typename: 'CommentPage', ...page([]) },
    reportsAgainst: { __typename: 'AdminReportPage', ...page([]) },
    reportsBy: { __typename: 'AdminReportPage', ...page([]) },
    auditTrail: {
      __typename: 'AuditEntryPage',
      ...page([
        {
          __typename: 'AuditEntry',
          id: '65a1b2c3d4e5f60718293a02',
          action: 'user.shadow_ban',
          detail: 'Spam links in every thread',
          createdAt: '2026-11-02T09:00:00Z',
          actor: { __typename: 'Author', id: 'a1', username: 'CalmOtter123' },
        },
      ]),
    },
    ...overrides,
  };
}

const memberMock = (data: ReturnType<typeof member>): GraphQLMock => ({
  request: { query: AdminMemberDocument, variables: { id: MEMBER_ID, first: 20 } },
  result: { data: { adminMember: data } },
});

describe('/admin/user/:id: the member page', { timeout: 20_000 }, () => {
  it('shows her details, record, posts and audit trail', async () => {
    renderRoute({ routes, path: `/admin/user/${MEMBER_ID}`, signedInAs: admin, mocks: [memberMock(member())] });
    expect(await screen.findByText('BraveFern42', {}, FIRST)).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Record' });
    const counts = within(record)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(counts).toContainEqual(['Posts', '4']);
    expect(counts).toContainEqual(['Upheld against her', '2']);
    expect(counts).toContainEqual(['Rejected', '1']);
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(within(posts).getByRole('link', { name: /Hidden words/ })).toHaveAttribute(
      'href',
      '/admin/post/65a1b2c3d4e5f60718293a01',
    );
    expect(within(posts).getByText('Hidden')).toBeInTheDocument();
    const trail = screen.getByRole('region', { name: 'Audit trail' });
    expect(trail).toHaveTextContent('Shadow-banned');
    expect(trail).toHaveTextContent('Spam links in every thread');
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ban' })).toBeInTheDocument();
  });

  it('an admin only offers removing her rights', async () => {
    renderRoute({
      routes,
      path: `/admin/user/${MEMBER_ID}`,
      signedInAs: admin,
      mocks: [memberMock(member({ isAdmin: true }))],
    });
    expect(await screen.findByRole('button', { name: 'Remove admin rights' }, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban' })).not.toBeInTheDocument();
  });

  it('suspends her with a reason and a period, then shows the lift', async () => {
    const user = userEvent.setup();
    const suspended = member({ suspendedUntil: '2026-12-01T09:00:00Z' });
    render(<ToastContainer />);
    renderRoute({
      routes,
      path: `/admin/user/${MEMBER_ID}`,
      signedInAs: admin,
      mocks: [
        memberMock(member()),
        {
          request: {
            query: ActOnMemberDocument,
            variables: { id: MEMBER_ID, action: 'SUSPEND', reason: 'Insults', days: 3 },
          },
          result: {
            data: {
              actOnMember: {
                __typename: 'AdminMember',
                id: MEMBER_ID,
                isAdmin: false,
                suspendedUntil: '2026-12-01T09:00:00Z',
                isShadowBanned: false,
                isBanned: false,
              },
            },
          },
        },
        memberMock(suspended),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend BraveFern42' });
    const submit = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(submit).toBeDisabled();
    const days = within(dialog).getByRole('spinbutton', { name: 'Days (1–365)' });
    await user.clear(days);
    await user.type(days, '3');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Insults  ');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Member suspended')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lift suspension' })).toBeInTheDocument();
  });
});
