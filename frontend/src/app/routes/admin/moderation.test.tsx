import { render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { routes } from '@/app/routes';
import {
  AdminPostDocument,
  AdminReportDocument,
  CreatorRecordDocument,
  DeletePostDocument,
  DeleteReportDocument,
  LiftReporterQuarantinesDocument,
  ReporterRecordDocument,
  RestoreReportTrustDocument,
  ReviewReportDocument,
  SetPostContentWarningDocument,
  SetPostShadowBanDocument,
  SetReportStatusDocument,
} from '@/gql/graphql';
import type { CachedUser } from '@/lib/auth/session-store';
import { author } from '@/testing/forum-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const admin: CachedUser = {
  id: 'a1',
  username: 'KindOwl777',
  profileColour: '9a496f',
  isAdmin: true,
  onboardingComplete: true,
};

const FIRST = { timeout: 5000 };

function renderAdmin(path: string, mocks: GraphQLMock[]) {
  render(<ToastContainer />);
  return renderRoute({ routes, path, signedInAs: admin, mocks });
}

const adminPost = {
  __typename: 'Post',
  id: 'p1',
  title: 'Hot flushes at night',
  text: 'First paragraph.\n\nSecond paragraph.',
  images: [],
  links: ['https://www.nhs.uk/conditions/menopause/'],
  createdAt: '2026-11-20T09:30:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  commentCount: 4,
  isShadowBanned: true,
  contentWarning: null,
  needsCare: false,
  owner: { __typename: 'Author', id: 'u1', username: 'GentleHeron321', profileColour: 'e8518d' },
  topics: [{ __typename: 'Topic', id: 't1', title: 'Menopause', description: null }],
};

describe('/admin/post/:id', { timeout: 20_000 }, () => {
  it('shows the post, toggles its shadow ban, and deletes it after asking', async () => {
    const { user, router } = renderAdmin('/admin/post/p1', [
      { request: { query: AdminPostDocument, variables: { id: 'p1' } }, result: { data: { post: adminPost } } },
      {
        request: { query: SetPostShadowBanDocument, variables: { id: 'p1', isShadowBanned: false } },
        result: {
          data: {
            setPostShadowBan: { __typename: 'Post', id: 'p1', isShadowBanned: false, updatedAt: '2026-11-22T10:00:00Z' },
          },
        },
      },
      { request: { query: DeletePostDocument, variables: { id: 'p1' } }, result: { data: { deletePost: true } } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Details' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hot flushes at night' })).toBeInTheDocument();
    expect(screen.getByText('GentleHeron321')).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /nhs\.uk/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('November 20th, 2026 at 9:30 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Posts' })).toHaveAttribute('href', '/admin/posts');

    const toggle = screen.getByRole('switch', { name: 'Shadow banned' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(/Shadow ban lifted/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    expect(within(dialog).getByText('This action cannot be undone')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
  });
  it('marks a post that needs care, in words', async () => {
    renderAdmin('/admin/post/p1', [
      {
        request: { query: AdminPostDocument, variables: { id: 'p1' } },
        result: { data: { post: { ...adminPost, needsCare: true } } },
      },
    ]);
    expect(await screen.findByText('Needs care.', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText(/suggest its author may be thinking about suicide or self-harm/)).toBeInTheDocument();
  });

  it('sets a content warning with a character counter, checks its length first, and removes it', async () => {
    const warned = (contentWarning: string | null, updatedAt: string) => ({
      data: { setPostContentWarning: { __typename: 'Post', id: 'p1', contentWarning, updatedAt } },
    });
    const { user } = renderAdmin('/admin/post/p1', [
      { request: { query: AdminPostDocument, variables: { id: 'p1' } }, result: { data: { post: adminPost } } },
      {
        request: { query: SetPostContentWarningDocument, variables: { id: 'p1', contentWarning: 'Pregnancy loss' } },
        result: warned('Pregnancy loss', '2026-11-22T10:00:00Z'),
      },
      {
        request: { query: SetPostContentWarningDocument, variables: { id: 'p1', contentWarning: null } },
        result: warned(null, '2026-11-22T11:00:00Z'),
      },
    ]);
    const field = await screen.findByRole('textbox', { name: 'Content warning' }, FIRST);
    expect(screen.queryByRole('button', { name: 'Remove warning' })).not.toBeInTheDocument();
    // Nothing to save until it changes.
    expect(screen.getByRole('button', { name: 'Save warning' })).toBeDisabled();
    expect(screen.getByText('0/80')).toBeInTheDocument();

    await user.type(field, 'x'.repeat(81));
    expect(await screen.findByText('A content warning can be at most 80 characters.')).toBeInTheDocument();
    expect(screen.getByText('81/80')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '  Pregnancy loss ');
    expect(screen.getByText('14/80')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save warning' }));
    expect(await screen.findByText('Content warning saved')).toBeInTheDocument();
    // The form starts again from the saved warning, and offers to remove it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue('Pregnancy loss'));

    await user.click(await screen.findByRole('button', { name: 'Remove warning' }));
    expect(await screen.findByText('Content warning removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Remove warning' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field", async () => {
    const { user } = renderAdmin('/admin/post/p1', [
      { request: { query: AdminPostDocument, variables: { id: 'p1' } }, result: { data: { post: adminPost } } },
      {
        request: { query: SetPostContentWarningDocument, variables: { id: 'p1', contentWarning: 'Loss' } },
        result: {
          errors: [
            {
              message: 'A content warning can be at most 80 characters.',
              extensions: { code: 'BAD_USER_INPUT', field: 'contentWarning' },
            },
          ],
        },
      },
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Content warning' }, FIRST), 'Loss');
    await user.click(screen.getByRole('button', { name: 'Save warning' }));
    expect(await screen.findAllByText('A content warning can be at most 80 characters.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveAttribute('aria-invalid', 'true');
  });
});

const adminReport = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminReport',
  id: 'r1',
  contentType: 'COMMENT',
  postId: 'p1',
  commentId: 'c1',
  content: 'You are making this up.',
  post: {
    __typename: 'Post',
    id: 'p1',
    title: 'Six months on the waiting list',
    text: 'Still waiting.',
    links: ['https://www.cheap-pills.example/buy?ref=1'],
    images: [],
    topics: [{ __typename: 'Topic', id: 't1', title: 'Endometriosis' }],
  },
  creator: author({ id: 'u2', username: 'SunnyOtter456' }),
  reporter: null,
  reason: 'BULLYING',
  explanation: null,
  status: 'DELIVERED',
  hidItem: true,
  isQuarantined: true,
  createdAt: '2026-11-22T15:05:00Z',
  updatedAt: '2026-11-22T15:05:00Z',
  ...overrides,
});

const reportQuery = (report: object): GraphQLMock => ({
  request: { query: AdminReportDocument, variables: { id: 'r1' } },
  result: {
    data: {
      adminReport: report,
      reportReasons: [
        { __typename: 'ReportReasonOption', value: 'BULLYING', label: 'Bullying' },
        { __typename: 'ReportReasonOption', value: 'OTHER', label: 'Other' },
      ],
    },
  },
});

describe('/admin/report/:id', { timeout: 20_000 }, () => {
  it('shows the reported comment and the report; sets the status, rejects the report, deletes', async () => {
    const { user, router } = renderAdmin('/admin/report/r1', [
      reportQuery(adminReport()),
      {
        request: { query: CreatorRecordDocument, variables: { id: 'u2' } },
        result: {
          data: {
            adminMember: {
              __typename: 'AdminMember',
              id: 'u2',
              suspendedUntil: null,
              isShadowBanned: true,
              isBanned: false,
              record: { __typename: 'MemberRecord', posts: 12, comments: 40, reportsAgainst: 7, upheldReportsAgainst: 5 },
            },
          },
        },
        maxUsageCount: 5,
      },
      {
        request: { query: SetReportStatusDocument, variables: { id: 'r1', status: 'FLAGGED' } },
        result: {
          data: {
            setReportStatus: { __typename: 'AdminReport', id: 'r1', status: 'FLAGGED', updatedAt: '2026-11-23T09:00:00Z' },
          },
        },
      },
      {
        request: { query: ReviewReportDocument, variables: { id: 'r1', decision: 'REJECT' } },
        result: {
          data: {
            reviewReport: {
              __typename: 'AdminReport',
              id: 'r1',
              status: 'COMPLETED',
              isQuarantined: false,
              updatedAt: '2026-11-23T09:01:00Z',
            },
          },
        },
      },
      { request: { query: DeleteReportDocument, variables: { id: 'r1' } }, result: { data: { deleteReport: true } } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report Review' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByText('You are making this up.')).toBeInTheDocument();
    expect(screen.getByText('SunnyOtter456')).toBeInTheDocument();
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
    expect(screen.getByText('Bullying')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('November 22nd, 2026 at 3:05 PM')).toBeInTheDocument();
    expect(screen.getByText('Hidden at once when reported')).toBeInTheDocument();
    // The post the comment is on, with its links as text and their real host (never a link).
    expect(screen.getByText('Six months on the waiting list')).toBeInTheDocument();
    expect(screen.getByText('cheap-pills.example')).toBeInTheDocument();
    expect(screen.getByText('https://www.cheap-pills.example/buy?ref=1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cheap-pills/ })).not.toBeInTheDocument();
    expect(screen.getByText('Endometriosis')).toBeInTheDocument();
    // Her record as a writer, and the way to her page.
    const writer = (await screen.findByRole('heading', { name: 'Her record as a writer' })).parentElement!;
    expect(within(writer).getByText('Reported').nextSibling).toHaveTextContent('7');
    expect(within(writer).getByText('Upheld').nextSibling).toHaveTextContent('5');
    expect(within(writer).getByText('Shadow-banned: her new posts and comments are hidden')).toBeInTheDocument();
    expect(within(writer).getByRole('link', { name: /Open her page/ })).toHaveAttribute('href', '/admin/user/u2');
    expect(screen.getByRole('link', { name: 'Open the post this comment is on' })).toHaveAttribute(
      'href',
      '/admin/post/p1',
    );

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('outstanding');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'flagged' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent('flagged'));

    // The report hid the comment: Uphold or Reject, each saying what it does; nothing to hide now.
    expect(screen.getByText('Hidden from members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uphold' })).toHaveAccessibleDescription(
      'Keep the comment hidden and mark the report complete.',
    );
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(reject).toHaveAccessibleDescription(
      "Restore the comment for members and mark the report complete. Counts against the reporter's record.",
    );
    await user.click(reject);
    expect(
      await screen.findByText('Report rejected: the comment is visible to members again and the report is complete'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Visible to members')).toBeInTheDocument();
    expect(screen.getByText('Rejected: visible to members, report complete.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uphold' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete report' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports'));
  });

  it('offers Hide now for a queued report that hid nothing, and toasts what it did', async () => {
    const { user } = renderAdmin('/admin/report/r1', [
      reportQuery(adminReport({ hidItem: false, isQuarantined: false })),
      {
        request: { query: ReviewReportDocument, variables: { id: 'r1', decision: 'HIDE_NOW' } },
        result: {
          data: {
            reviewReport: {
              __typename: 'AdminReport',
              id: 'r1',
              status: 'DELIVERED',
              isQuarantined: true,
              updatedAt: '2026-11-23T09:01:00Z',
            },
          },
        },
      },
    ]);
    expect(await screen.findByText('Not hidden when reported: waiting for your review', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Visible to members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uphold' })).toHaveAccessibleDescription(
      'Hide the comment and mark the report complete.',
    );
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveAccessibleDescription(
      "Leave the comment visible and mark the report complete. Counts against the reporter's record.",
    );
    await user.click(screen.getByRole('button', { name: 'Hide now' }));
    expect(
      await screen.findByText('The comment is now hidden from members. The report stays open for your decision.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hidden from members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uphold' })).toHaveAccessibleDescription(
      'Keep the comment hidden and mark the report complete.',
    );
  });

  it("says 'N/A' for a report whose content is empty", async () => {
    renderAdmin('/admin/report/r1', [
      reportQuery(adminReport({ contentType: 'POST', commentId: null, content: null, explanation: 'Spam link' })),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Reported post' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Spam link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/admin/post/p1');
  });

  it("shows the reporter's record; lifts every quarantine she caused and restores her trust", async () => {
    const record = (standing: string, rejected: number) => ({
      request: { query: ReporterRecordDocument, variables: { userId: 'u3' } },
      result: {
        data: {
          adminReporterRecord: { __typename: 'ReporterRecord', reports: 5, upheld: 1, rejected, standing },
        },
      },
    });
    const report = adminReport({ hidItem: false, reporter: author({ id: 'u3', username: 'BusyBee101' }) });
    const { user } = renderAdmin('/admin/report/r1', [
      reportQuery(report),
      record('REJECTED_REPORTS', 3),
      {
        request: { query: LiftReporterQuarantinesDocument, variables: { reporterId: 'u3' } },
        result: { data: { liftReporterQuarantines: 2 } },
      },
      // Her reports changed: the review and her record load again.
      reportQuery({ ...report, status: 'COMPLETED', isQuarantined: false }),
      record('REJECTED_REPORTS', 4),
      {
        request: { query: RestoreReportTrustDocument, variables: { userId: 'u3' } },
        result: { data: { restoreReportTrust: true } },
      },
      record('TRUSTED', 4),
    ]);
    expect(await screen.findByText('BusyBee101', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Not hidden when reported: waiting for your review')).toBeInTheDocument();
    expect(await screen.findByText('Her reports wait for review: admins rejected most of her latest reports.')).toBeInTheDocument();
    const rejected = () => screen.getByText('Rejected').parentElement as HTMLElement;
    expect(within(rejected()).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift every quarantine she caused' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lift them' }));
    expect(await screen.findByText('2 quarantines lifted')).toBeInTheDocument();
    await waitFor(() => expect(within(rejected()).getByText('4')).toBeInTheDocument());
    expect(screen.getByText('Visible to members')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Let her reports hide at once again' }));
    expect(await screen.findByText('Her reports hide content at once again')).toBeInTheDocument();
    expect(await screen.findByText('Her reports hide content at once.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Let her reports hide at once again' })).not.toBeInTheDocument();
  });
});
