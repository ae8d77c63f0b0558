import { createContext, use, type ReactNode } from 'react';

/** One field of what she is about to send, as the privacy check shows it. */
export type ReviewedField = { name: string; label: string; value: string };

/**
 * Help for whoever writes a post, a comment or a reply (the app supplies the safety feature's,
 * as features don't import each other):
 * - `renderAside` draws what sits beside the words while she writes (the crisis panel);
 * - `review` runs when she sends: it resolves with the fields as she left them (details she
 *   chose to remove taken out) and whether to send them now (false: she went back to editing).
 *   Nothing is sent before.
 * Without a provider, nothing shows and everything is sent as written.
 */
export type WritingAids = {
  renderAside: (text: string) => ReactNode;
  review: (fields: readonly ReviewedField[]) => Promise<{ fields: ReviewedField[]; send: boolean }>;
};

export const WritingAidsContext = createContext<WritingAids | null>(null);

export const useWritingAids = () => use(WritingAidsContext);
