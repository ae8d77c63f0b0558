import { useApolloClient, useReadQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/app/guards';
import { lastLoginText, longDate, yesNo } from '@/components/data-table/table-rules';
import { Avatar } from '@/components/ui/avatar';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { AdminMemberQuery, MEMBER_LIST_SIZE } from '@/features/admin-tables/api/member-documents';
import { MemberActionDialog } from '@/features/admin-tables/components/member-action-dialog';
import type { MemberActionKind } from '@/gql/graphql';
import { preloadQuery } from '@/lib/apollo-client';
import { useAuth } from '@/lib/auth/use-auth';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

/** The audit log's actions about an account, in words. */
const ACTION_TEXTS: Record<string, string> = {
  'user.suspend': 'Suspended',
  'user.suspend_lift': 'Suspension lifted',
  'user.shadow_ban': 'Shadow-banned',
  'user.shadow_ban_lift': 'Shadow ban lifted',
  'user.ban': 'Banned',
  'user.ban_lift': 'Ban lifted',
  'user.admin': 'Admin rights changed',
  'user.contact': 'Contact choice changed',
  'user.report_trust': 'Report trust restored',
  'user.reports_lifted': 'Quarantines from her reports lifted',
  'user.delete': 'Account deleted',
};

const STATUS_TEXTS: Record<string, string> = { DELIVERED: 'outstanding', FLAGGED: 'flagged', COMPLETED: 'complete' };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return awaitPageQueries({
    member: preloadQuery(AdminMemberQuery, { variables: { id: params.id ?? '', first: MEMBER_LIST_SIZE } }),
  });
}

type MemberData = LoaderData<typeof loader>;

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `member-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush md:p-6">
      <h2 id={headingId} className="text-lg font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="mt-1 min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div className="rounded-2xl bg-cream px-3 py-2 text-center">
      <dt className="text-xs font-semibold text-ink-muted">{term}</dt>
      <dd className="text-xl font-extrabold text-ink">{value}</dd>
    </div>
  );
}

/** A list of the page, or what it holds when empty, and a note when there is more. */
function List<T extends { id: string }>({
  items,
  more,
  empty,
  render,
}: {
  items: readonly T[];
  more: boolean;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-blush">
        {items.map((item) => (
          <li key={item.id} className="min-w-0 py-3">
            {render(item)}
          </li>
        ))}
      </ul>
      {more ? <p className="text-sm text-ink-muted">Showing the latest {MEMBER_LIST_SIZE}.</p> : null}
    </>
  );
}

const Hidden = () => (
  <span className="ml-2 inline-block rounded-full bg-cream px-2 py-0.5 text-xs font-bold text-ink">Hidden</span>
);

/** The actions her state allows: restrictions or their lifts; an admin's rights go first. */
function availableActions(member: { isAdmin: boolean; suspendedUntil?: string | null; isShadowBanned: boolean; isBanned: boolean }) {
  if (member.isAdmin) return ['REMOVE_ADMIN'] as MemberActionKind[];
  const actions: MemberActionKind[] = [
    member.suspendedUntil ? 'LIFT_SUSPENSION' : 'SUSPEND',
    member.isShadowBanned ? 'LIFT_SHADOW_BAN' : 'SHADOW_BAN',
    member.isBanned ? 'LIFT_BAN' : 'BAN',
  ];
  if (!member.suspendedUntil && !member.isShadowBanned && !member.isBanned) actions.push('MAKE_ADMIN');
  return actions;
}

function MemberPage({ queryRef }: { queryRef: MemberData['member'] }) {
  const { data } = useReadQuery(queryRef);
  const client = useApolloClient();
  const { user } = useAuth();
  const member = data.adminMember;
  const name = member.username || 'N/A';
  const record = member.record;
  const herself = user?.id === member.id;

  // The action changed her state, her audit trail and the users table.
  const reload = async () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminUsers' });
    client.cache.gc();
    await client.refetchQueries({ include: [AdminMemberQuery] });
  };

  const status: string[] = [];
  if (member.suspendedUntil) status.push(`Suspended until ${longDate(member.suspendedUntil)}`);
  if (member.isShadowBanned) status.push('Shadow-banned: her new posts and comments are hidden');
  if (member.isBanned) status.push('Banned');

  return (
    <div className="space-y-6">
      <Card title="Member">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar colour={member.profileColour} label={`${name}'s avatar colour`} />
          <span className="min-w-0 text-xl font-extrabold break-words">{name}</span>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term="Joined">
            <time dateTime={member.createdAt}>{longDate(member.createdAt)}</time>
          </Detail>
          <Detail term="Last Login">{member.lastLoginAt ? longDate(member.lastLoginAt) : lastLoginText(null)}</Detail>
          <Detail term="Can contact?">{yesNo(member.contact)}</Detail>
          <Detail term="Is Admin?">{yesNo(member.isAdmin)}</Detail>
          <Detail term="Status">{status.length ? status.join(' · ') : 'In good standing'}</Detail>
        </dl>
        <div className="space-y-2 border-t border-blush pt-4">
          <h3 className="text-sm font-semibold text-ink-muted">Actions</h3>
          {herself ? (
            <p className="text-sm text-ink-muted">This is your own account: another admin acts on it.</p>
          ) : (
            <div className="flex flex-wrap gap-3">
              {availableActions(member).map((action) => (
                <MemberActionDialog
                  key={action}
                  memberId={member.id}
                  memberName={name}
                  action={action}
                  onDone={reload}
                />
              ))}
            </div>
          )}
        </div>
      </Card>

      <Card title="Record">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Count term="Posts" value={record.posts} />
          <Count term="Comments" value={record.comments} />
          <Count term="Reports against her" value={record.reportsAgainst} />
          <Count term="Upheld against her" value={record.upheldReportsAgainst} />
          <Count term="Reports she made" value={record.reportsMade} />
          <Count term="Upheld" value={record.reportsUpheld} />
          <Count term="Rejected" value={record.reportsRejected} />
        </dl>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Posts">
          <List
            items={member.posts.items}
            more={member.posts.hasNextPage}
            empty="No posts."
            render={(post) => (
              <Link to={paths.admin.post.getHref(post.id)} className="block min-w-0 rounded-xl hover:underline">
                <span className="font-semibold break-words">{post.title || post.text.slice(0, 80) || 'Untitled post'}</span>
                {post.isShadowBanned ? <Hidden /> : null}
                <span className="block text-sm text-ink-muted">{longDate(post.createdAt)}</span>
              </Link>
            )}
          />
        </Card>
        <Card title="Comments">
          <List
            items={member.comments.items}
            more={member.comments.hasNextPage}
            empty="No comments."
            render={(comment) => (
              <Link to={paths.admin.post.getHref(comment.postId)} className="block min-w-0 rounded-xl hover:underline">
                <span className="line-clamp-2 break-words">{comment.text}</span>
                {comment.isShadowBanned ? <Hidden /> : null}
                <span className="block text-sm text-ink-muted">{longDate(comment.createdAt)}</span>
              </Link>
            )}
          />
        </Card>
        <Card title="Reports against her">
          <List
            items={member.reportsAgainst.items}
            more={member.reportsAgainst.hasNextPage}
            empty="No reports of her posts or comments."
            render={(report) => (
              <Link to={paths.admin.report.getHref(report.id)} className="block rounded-xl hover:underline">
                <span className="font-semibold">
                  {report.contentType === 'POST' ? 'Post' : 'Comment'}: {report.reason}
                </span>{' '}
                <span className="text-sm text-ink-muted">
                  ({STATUS_TEXTS[report.status] ?? report.status}) · {longDate(report.createdAt)}
                </span>
              </Link>
            )}
          />
        </Card>
        <Card title="Reports she made">
          <List
            items={member.reportsBy.items}
            more={member.reportsBy.hasNextPage}
            empty="She has not reported anything."
            render={(report) => (
              <Link to={paths.admin.report.getHref(report.id)} className="block rounded-xl hover:underline">
                <span className="font-semibold">
                  {report.contentType === 'POST' ? 'Post' : 'Comment'}: {report.reason}
                </span>{' '}
                <span className="text-sm text-ink-muted">
                  ({STATUS_TEXTS[report.status] ?? report.status}) · {longDate(report.createdAt)}
                </span>
              </Link>
            )}
          />
        </Card>
      </div>

      <Card title="Audit trail">
        <List
          items={member.auditTrail.items}
          more={member.auditTrail.hasNextPage}
          empty="No admin has acted on this account."
          render={(entry) => (
            <div className="min-w-0">
              <span className="font-semibold">{ACTION_TEXTS[entry.action] ?? entry.action}</span>{' '}
              <span className="text-sm text-ink-muted">
                by {entry.actor?.username ?? 'a deleted admin'} · {longDate(entry.createdAt)}
              </span>
              {entry.detail ? <p className="mt-1 break-words whitespace-pre-line">{entry.detail}</p> : null}
            </div>
          )}
        />
      </Card>
    </div>
  );
}

/** Issue 22: one member as a person, her record and what admins did about her. */
export function Component() {
  const { member } = useLoaderData<MemberData>();
  return (
    <>
      <BackLink to={paths.admin.users.getHref()} label="Back to Users" />
      <PageHeader title="Member" />
      <QueryBoundary pending="Loading the member…" failure="We couldn't load this member.">
        <MemberPage queryRef={member} />
      </QueryBoundary>
    </>
  );
}
