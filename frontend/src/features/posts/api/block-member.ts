import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';

/** What a comment of a member she blocked shows instead of its text (the server sends it too). */
export const BLOCKED_COMMENT_TEXT = 'You blocked this member';

/** The block confirmation's title and description. */
export const blockTitle = (username: string) => `Block ${username}?`;
export const BLOCK_DESCRIPTION =
  "They won't be able to reply to you or comment on your posts, and you won't see their posts. They won't be told.";

/** The toast once a member is blocked. */
export const blockedText = (username: string) => `You blocked ${username}. You won't see their posts.`;

const BlockMemberMutation = graphql(`
  mutation BlockMember($userId: ID!) {
    blockMember(userId: $userId)
  }
`);

type StoredEntity = { __typename?: string; owner?: Reference | null };

/** The cache ids of the comments or posts by a member that the cache holds. */
function storedBy(cache: ApolloCache, typename: 'Post' | 'Comment', userId: string): string[] {
  const author = cache.identify({ __typename: 'Author', id: userId });
  const stored = cache.extract() as Record<string, StoredEntity | undefined>;
  return Object.entries(stored)
    .filter(([, entity]) => entity?.__typename === typename && entity.owner?.__ref === author)
    .map(([id]) => id);
}

/** Her comments collapse where they are shown, as the server sends them from now on. */
function collapseCommentsBy(cache: ApolloCache, userId: string) {
  for (const id of storedBy(cache, 'Comment', userId)) {
    cache.modify({ id, fields: { isFromBlockedMember: () => true, text: () => BLOCKED_COMMENT_TEXT } });
  }
}

type CachedList = { items: readonly unknown[] };
const isCachedList = (value: unknown): value is CachedList =>
  typeof value === 'object' && value !== null && Array.isArray((value as CachedList).items);

/**
 * Takes a member's posts out of every list (feeds, topic pages, search results). The posts
 * themselves stay in the cache, so a page showing one is not disturbed on its way out.
 */
function dropPostsBy(cache: ApolloCache, userId: string) {
  const posts = new Set(storedBy(cache, 'Post', userId));
  if (posts.size === 0) return;
  const drop = (list: unknown) =>
    isCachedList(list)
      ? { ...list, items: list.items.filter((item) => !(isReference(item) && posts.has(item.__ref))) }
      : list;
  cache.modify({ id: 'ROOT_QUERY', fields: { feed: drop, topicFeed: drop, searchPosts: drop } });
}

/** Whether the page open is a post by this member. */
function onPageOfPostBy(cache: ApolloCache, pathname: string, userId: string): boolean {
  const postId = matchPath(paths.app.post.path, pathname)?.params.id;
  if (!postId) return false;
  const cacheId = cache.identify({ __typename: 'Post', id: postId });
  return cacheId !== undefined && storedBy(cache, 'Post', userId).includes(cacheId);
}

export type BlockedAuthor = { id: string; username: string };

/**
 * Blocks a member (issue 19). Her comments collapse to 'You blocked this member' where they
 * are, her posts leave every list, and the Blocked members list loads again next time. Blocked
 * from a page of her post, the member goes back to the feed. Throws the server's refusal (an
 * admin: FORBIDDEN 'Moderators can't be blocked.').
 */
export function useBlockMember() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return async ({ id, username }: BlockedAuthor) => {
    // Asked before the lists change: a comment's menu may leave the page with its comment.
    const leave = onPageOfPostBy(client.cache, pathname, id);
    const { data } = await client.mutate({
      mutation: BlockMemberMutation,
      variables: { userId: id },
      update(cache, { data: answer }) {
        if (answer?.blockMember !== true) return;
        collapseCommentsBy(cache, id);
        dropPostsBy(cache, id);
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'blockedMembers' });
        cache.gc();
      },
    });
    if (data?.blockMember !== true) throw new Error("We couldn't block this member. Please try again.");
    toast.success(blockedText(username));
    if (leave) await navigate(paths.app.home.getHref(), { replace: true });
  };
}
