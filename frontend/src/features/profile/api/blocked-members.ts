import { isReference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

/** The members she blocked, most recently blocked first. */
export const BlockedMembersQuery = graphql(`
  query BlockedMembers {
    blockedMembers {
      id
      ...BlockedMember_author
    }
  }
`);

const UnblockMemberMutation = graphql(`
  mutation UnblockMember($userId: ID!) {
    unblockMember(userId: $userId)
  }
`);

/** The profile's Blocked members list, fresh each visit (she may have blocked someone meanwhile). */
export const preloadBlockedMembers = () => preloadQuery(BlockedMembersQuery, { fetchPolicy: 'network-only' });

/** The toast once a member is unblocked. */
export const unblockedText = (username: string) => `You unblocked ${username}. You'll see their posts again.`;

/**
 * Unblocks a member: she leaves the list at once, and the feeds and comments load again
 * when next shown, with her posts and comments back in them.
 */
export function useUnblockMember() {
  const [unblockMember] = useMutation(UnblockMemberMutation);
  return async (userId: string) => {
    const { data } = await unblockMember({
      variables: { userId },
      update(cache, { data: answer }) {
        if (answer?.unblockMember !== true) return;
        const member = cache.identify({ __typename: 'Author', id: userId });
        cache.modify({
          id: 'ROOT_QUERY',
          fields: {
            blockedMembers: (list: unknown) =>
              Array.isArray(list) ? list.filter((item) => !(isReference(item) && item.__ref === member)) : list,
          },
        });
        for (const fieldName of ['feed', 'topicFeed', 'searchPosts', 'comments']) {
          cache.evict({ id: 'ROOT_QUERY', fieldName });
        }
        cache.gc();
      },
    });
    if (data?.unblockMember !== true) throw new Error("We couldn't unblock this member. Please try again.");
  };
}
