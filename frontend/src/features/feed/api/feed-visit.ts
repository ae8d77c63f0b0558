import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '@/gql';

/** The divider between the posts new since her last visit and the earlier ones. */
export const NEW_SINCE_TEXT = 'New since your last visit';
export const NEW_SINCE_LABEL = 'Posts above are new since your last visit; earlier posts below';

const MarkFeedSeenMutation = graphql(`
  mutation MarkFeedSeen {
    markFeedSeen
  }
`);

/**
 * Tells the server she has seen her feed's first page, once the page has it (`shown`), once
 * per feed view, never per card; answers where the feed's "new since your last visit" mark
 * stands (null on her first visit, or until the server answers). The moment is kept on the
 * server, not on the device: a phone may be shared.
 */
export function useFeedLastVisit(shown: boolean): string | null {
  const [markSeen] = useMutation(MarkFeedSeenMutation);
  const [mark, setMark] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!shown || asked.current) return;
    asked.current = true;
    markSeen()
      .then(({ data }) => setMark(data?.markFeedSeen ?? null))
      // No mark is the quiet fallback: the feed reads as it did before.
      .catch(() => setMark(null));
  }, [shown, markSeen]);
  return mark;
}

/**
 * The index of the first item older than the mark, when some newer ones come before it (there
 * the divider goes); null otherwise. Items are newest first.
 */
export function newSinceBoundary(items: readonly { createdAt: string }[], mark: string | null): number | null {
  if (!mark) return null;
  const at = Date.parse(mark);
  const index = items.findIndex((item) => Date.parse(item.createdAt) <= at);
  return index > 0 ? index : null;
}
