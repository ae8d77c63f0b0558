import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { forgetFeeds, MutedTopicsQuery, MuteTopicMutation, UnmuteTopicMutation } from '../api/mute-topic';

export const MUTE_FAILED = "We couldn't change your muted topics. Please try again.";

/** Her muted topics, and muting or unmuting one (the list is asked again after each change). */
export function useMutedTopics() {
  const { data } = useQuery(MutedTopicsQuery);
  const options = { refetchQueries: [MutedTopicsQuery], awaitRefetchQueries: true, update: forgetFeeds };
  const [mute, muting] = useMutation(MuteTopicMutation, options);
  const [unmute, unmuting] = useMutation(UnmuteTopicMutation, options);
  const setMuted = async (id: string, muted: boolean) => {
    try {
      await (muted ? mute : unmute)({ variables: { id } });
    } catch (error) {
      console.error(error);
      toast.error(MUTE_FAILED);
    }
  };
  return { muted: data?.me?.mutedTopics ?? null, setMuted, busy: muting.loading || unmuting.loading };
}
