import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { lastLoginText, longDate, yesNo } from '@/components/data-table/table-rules';
import { Avatar } from '@/components/ui/avatar';
import type { AdminMemberQuery, AdminMemberQueryVariables } from '@/gql/graphql';
import { useAuth } from '@/lib/auth/use-auth';
import { AdminMemberQuery as MemberQuery } from '../api/member-documents';
import { availableActions } from '../member-actions';
import { MemberActionDialog } from './member-action-dialog';
import { MemberCard } from './member-card';
import { MemberAuditRow, MemberCommentRow, MemberPostRow, MemberReportRow } from './member-rows';
import { PagedList } from './paged-list';

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

type MemberPageProps = {
  /** The member, preloaded by the route (`preloadAdminMember`). */
  queryRef: QueryRef<AdminMemberQuery, AdminMemberQueryVariables>;
};

/** Issue 22: one member as a person, her record and what admins did about her. */
export function MemberPage({ queryRef }: MemberPageProps) {
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
    await client.refetchQueries({ include: [MemberQuery] });
  };

  const status: string[] = [];
  if (member.suspendedUntil) status.push(`Suspended until ${longDate(member.suspendedUntil)}`);
  if (member.isShadowBanned) status.push('Shadow-banned: her new posts and comments are hidden');
  if (member.isBanned) status.push('Banned');

  return (
    <div className="space-y-6">
      <MemberCard title="Member">
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
      </MemberCard>

      <MemberCard title="Record">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Count term="Posts" value={record.posts} />
          <Count term="Comments" value={record.comments} />
          <Count term="Reports against her" value={record.reportsAgainst} />
          <Count term="Upheld against her" value={record.upheldReportsAgainst} />
          <Count term="Reports she made" value={record.reportsMade} />
          <Count term="Upheld" value={record.reportsUpheld} />
          <Count term="Rejected" value={record.reportsRejected} />
        </dl>
      </MemberCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <PagedList title="Posts" page={member.posts} empty="No posts." row={(post) => <MemberPostRow post={post} />} />
        <PagedList
          title="Comments"
          page={member.comments}
          empty="No comments."
          row={(comment) => <MemberCommentRow comment={comment} />}
        />
        <PagedList
          title="Reports against her"
          page={member.reportsAgainst}
          empty="No reports of her posts or comments."
          row={(report) => <MemberReportRow report={report} />}
        />
        <PagedList
          title="Reports she made"
          page={member.reportsBy}
          empty="She has not reported anything."
          row={(report) => <MemberReportRow report={report} />}
        />
      </div>

      <PagedList
        title="Audit trail"
        page={member.auditTrail}
        empty="No admin has acted on this account."
        row={(entry) => <MemberAuditRow entry={entry} />}
      />
    </div>
  );
}
