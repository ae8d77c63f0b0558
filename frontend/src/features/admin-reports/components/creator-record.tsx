import { useQuery } from '@apollo/client/react';
import { longDate } from '@/components/data-table/table-rules';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { OpenLink } from './open-link';
import { RecordCounts, RecordPending } from './record-parts';

const CreatorRecordQuery = graphql(`
  query CreatorRecord($id: ID!) {
    adminMember(id: $id) {
      id
      suspendedUntil
      isShadowBanned
      isBanned
      record {
        posts
        comments
        reportsAgainst
        upheldReportsAgainst
      }
    }
  }
`);

/**
 * Who wrote the reported item, as a moderator weighs her: how much she has written, how often
 * she was reported and how often those reports were upheld, what already restricts her, and a
 * link to her page for the member-level actions.
 */
export function CreatorRecord({ creatorId }: { creatorId: string }) {
  const { data, error } = useQuery(CreatorRecordQuery, {
    variables: { id: creatorId },
    fetchPolicy: 'cache-and-network',
  });
  const member = data?.adminMember;
  if (error || !member) return <RecordPending error={error} />;
  const restrictions = [
    member.isBanned ? 'Banned' : null,
    member.suspendedUntil ? `Suspended until ${longDate(member.suspendedUntil)}` : null,
    member.isShadowBanned ? 'Shadow-banned: her new posts and comments are hidden' : null,
  ].filter((text): text is string => text !== null);
  return (
    <div className="space-y-3 border-t border-blush pt-4">
      <h3 className="text-sm font-semibold text-ink-muted">Her record as a writer</h3>
      <RecordCounts
        columns="grid-cols-2 sm:grid-cols-4"
        counts={[
          ['Posts', member.record.posts],
          ['Comments', member.record.comments],
          ['Reported', member.record.reportsAgainst],
          ['Upheld', member.record.upheldReportsAgainst],
        ]}
      />
      {restrictions.length > 0 ? (
        <ul className="space-y-1 text-sm font-semibold text-ink">
          {restrictions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <OpenLink to={paths.admin.member.getHref(member.id)}>Open her page (suspend, shadow-ban or ban)</OpenLink>
    </div>
  );
}
