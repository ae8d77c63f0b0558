import { useMutation, useQuery } from '@apollo/client/react';
import { Check, Plus } from 'lucide-react';
import { toast } from 'react-toastify';
import { graphQLErrorInfo } from '@/components/form/form-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { FollowTopicsMutation, followedTopicIds, forgetInterestsFeed, TopicFollowingQuery } from '../api/follow-topic';

export const FOLLOW_FAILED = "We couldn't update your topics. Please try again.";

/**
 * Follow or Unfollow a topic: it joins or leaves her topics of interest (what the Interests
 * feed shows), at once on screen and then on the server.
 */
export function FollowTopicButton({ topicId, topicTitle }: { topicId: string; topicTitle: string }) {
  const { data } = useQuery(TopicFollowingQuery);
  const [save] = useMutation(FollowTopicsMutation, { update: forgetInterestsFeed });
  const me = data?.me;
  const following = me?.topicsOfInterest.some((topic) => topic.id === topicId) ?? false;

  const toggle = async () => {
    if (!me) return;
    const ids = followedTopicIds(
      me.topicsOfInterest.map((topic) => topic.id),
      topicId,
      !following,
    );
    try {
      await save({
        variables: { input: { topicsOfInterest: ids } },
        optimisticResponse: {
          updateProfile: {
            __typename: 'CurrentUser',
            id: me.id,
            topicsOfInterest: ids.map((id) => ({ __typename: 'Topic' as const, id })),
          },
        },
      });
    } catch (error) {
      console.error(error);
      // The server's reason when it refuses the list (she keeps at least one topic), else ours.
      const info = graphQLErrorInfo(error);
      toast.error(info?.code === 'BAD_USER_INPUT' && info.message ? info.message : FOLLOW_FAILED);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {following ? (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-deep">
          <Check aria-hidden="true" className="size-4" />
          Following
        </span>
      ) : null}
      <button
        type="button"
        disabled={!me}
        aria-label={`${following ? 'Unfollow' : 'Follow'} ${topicTitle}`}
        onClick={() => void toggle()}
        className={`${buttonClasses('secondary')} disabled:opacity-60`}
      >
        {following ? null : <Plus aria-hidden="true" className="size-4" />}
        {following ? 'Unfollow' : 'Follow'}
      </button>
    </div>
  );
}
