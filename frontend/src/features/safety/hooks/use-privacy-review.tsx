import { useCallback, useState, type ReactNode } from 'react';
import type { ReviewedField } from '@/components/form/writing-aids';
import { PrivacyCheckDialog } from '../components/privacy-check-dialog';
import { findingsIn } from '../privacy-check';

type Decision = { fields: ReviewedField[]; send: boolean };

type Pending = { fields: readonly ReviewedField[]; resolve: (decision: Decision) => void };

/**
 * The privacy check before sending: `review` resolves at once when nothing is found, and
 * otherwise when she decides in the dialog, which `dialog` draws.
 */
export function usePrivacyReview(): { review: (fields: readonly ReviewedField[]) => Promise<Decision>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const review = useCallback((fields: readonly ReviewedField[]) => {
    if (findingsIn(fields).length === 0) return Promise.resolve({ fields: [...fields], send: true });
    return new Promise<Decision>((resolve) => setPending({ fields, resolve }));
  }, []);
  const dialog = pending ? (
    <PrivacyCheckDialog
      fields={pending.fields}
      onDecide={(decision) => {
        setPending(null);
        pending.resolve(decision);
      }}
    />
  ) : null;
  return { review, dialog };
}
