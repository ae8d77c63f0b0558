import { BellOff, Bell } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-classes';
import { useMutedTopics } from '../hooks/use-mute-topic';

/** Mute or Unmute a topic: a muted topic's posts stay out of her feeds (issue 20). */
export function MuteTopicButton({ topicId, topicTitle }: { topicId: string; topicTitle: string }) {
  const { muted, setMuted, busy } = useMutedTopics();
  const isMuted = muted?.some((topic) => topic.id === topicId) ?? false;
  return (
    <button
      type="button"
      disabled={muted === null || busy}
      aria-label={`${isMuted ? 'Unmute' : 'Mute'} ${topicTitle}`}
      onClick={() => void setMuted(topicId, !isMuted)}
      className={`${buttonClasses('secondary')} disabled:opacity-60`}
    >
      {isMuted ? <Bell aria-hidden="true" className="size-4" /> : <BellOff aria-hidden="true" className="size-4" />}
      {isMuted ? 'Unmute' : 'Mute'}
    </button>
  );
}

/** /profile's list of muted topics, each with Unmute. */
export function MutedTopicsList() {
  const { muted, setMuted, busy } = useMutedTopics();
  if (muted === null) return null;
  if (muted.length === 0) return <p className="text-sm text-ink-muted">You haven&apos;t muted any topics.</p>;
  return (
    <ul className="divide-y divide-blush">
      {muted.map((topic) => (
        <li key={topic.id} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0 font-semibold break-words text-ink">{topic.title}</span>
          <button
            type="button"
            disabled={busy}
            aria-label={`Unmute ${topic.title}`}
            onClick={() => void setMuted(topic.id, false)}
            className={`${buttonClasses('secondary')} disabled:opacity-60`}
          >
            Unmute
          </button>
        </li>
      ))}
    </ul>
  );
}
