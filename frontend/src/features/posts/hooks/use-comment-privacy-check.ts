import { useCallback } from 'react';
import { useWritingAids } from '@/components/form/writing-aids';

/**
 * The privacy check of a comment or reply before it is sent: resolves with the text as she
 * left it (details she removed taken out) and whether to send it now.
 */
export function useCommentPrivacyCheck() {
  const aids = useWritingAids();
  return useCallback(
    async (text: string): Promise<{ text: string; send: boolean }> => {
      if (!aids) return { text, send: true };
      const { fields, send } = await aids.review([{ name: 'text', label: 'Comment', value: text }]);
      const checked = fields[0]?.value ?? text;
      return { text: checked, send: send && checked.trim() !== '' };
    },
    [aids],
  );
}
