import { useMemo, type ReactNode } from 'react';
import { WritingAidsContext, type WritingAids } from '@/components/form/writing-aids';
import { CrisisPanel } from './crisis-panel';
import { usePrivacyReview } from '../hooks/use-privacy-review';

/**
 * The safety help for every post, comment and reply box inside it: the crisis panel while she
 * writes, and the privacy check before anything is sent. Both run in the browser only.
 */
export function WritingSafetyProvider({ crisisLines, children }: { crisisLines: ReactNode; children: ReactNode }) {
  const { review, dialog } = usePrivacyReview();
  const aids = useMemo<WritingAids>(
    () => ({ renderAside: (text) => <CrisisPanel text={text} lines={crisisLines} />, review }),
    [crisisLines, review],
  );
  return (
    <WritingAidsContext value={aids}>
      {children}
      {dialog}
    </WritingAidsContext>
  );
}
