import type { ApolloCache } from '@apollo/client';
import { graphql } from '@/gql';
import type { ReportReason } from '@/gql/graphql';

/** Spec §4 "Report submission": the toast once a report is in. */
export const REPORT_THANKS = 'Report successfully submitted. Thank you.';

/** Spec §9: the page's data reloads this long after a report. */
export const RELOAD_AFTER_REPORT_MS = 2000;

/** The server's limit on a report's explanation (contract: at most 1000 characters). */
export const REPORT_EXPLANATION_MAX_LENGTH = 1000;

/** Spec §3 "Report": the reasons, with the text the dialog shows. */
export const ReportReasonsQuery = graphql(`
  query ReportReasons {
    reportReasons {
      value
      label
    }
  }
`);

export const ReportContentMutation = graphql(`
  mutation ReportContent($input: ReportInput!) {
    reportContent(input: $input)
  }
`);

/** One line under each reason in the report dialog: what it covers. */
export const REPORT_REASON_HINTS: Readonly<Record<ReportReason, string>> = {
  BULLYING: 'Harassing or insulting someone.',
  SENSITIVE: 'Private or distressing details.',
  VIOLENCE: 'Threats, or praise of violence.',
  NSFW: 'Sexual or graphic content.',
  FRAUD: 'Spam, scams or selling.',
  FALSE: 'Harmful health misinformation.',
  OTHER: 'Something else: tell us below.',
};

/** What is being reported: a post, or a comment. */
export type ReportTarget = { kind: 'post'; postId: string } | { kind: 'comment'; commentId: string };

/**
 * A reported post is quarantined at once (ARCHITECTURE §4a): the reporter no longer sees it.
 * Dropping it from the cache takes it out of every list on screen (a feed page refetched
 * keeps the items it had beyond the first page, so a refetch alone would leave it there);
 * the post page asks again and hears that it is under review.
 */
export function forgetReportedPost(cache: ApolloCache, postId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Post', id: postId }) });
  cache.gc();
}
