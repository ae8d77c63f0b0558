import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useWritingAids } from '@/components/form/writing-aids';
import { hasPostContent, type NewPostValues } from '../create-post-values';

const CHECKED_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'text', label: 'Text' },
] as const;

/**
 * The privacy check of a post's title and text before it is sent (Create Post and edit, the
 * Form's `beforeSubmit`). What she removes is taken out of the form too, whether she then
 * posts or goes back to editing; a post left without content is not sent.
 */
export function usePostPrivacyCheck() {
  const aids = useWritingAids();
  return useCallback(
    async <V extends NewPostValues>(values: V, form: UseFormReturn<V>): Promise<V | null> => {
      if (!aids) return values;
      const { fields, send } = await aids.review(
        CHECKED_FIELDS.map(({ name, label }) => ({ name, label, value: values[name] })),
      );
      const next: V = { ...values };
      let firstChanged: (typeof CHECKED_FIELDS)[number]['name'] | null = null;
      for (const { name } of CHECKED_FIELDS) {
        const value = fields.find((field) => field.name === name)?.value ?? values[name];
        if (value === values[name]) continue;
        next[name] = value;
        firstChanged ??= name;
        (form as unknown as UseFormReturn<NewPostValues>).setValue(name, value, { shouldDirty: true });
      }
      const sending = send && hasPostContent(next);
      // Back at her words: where the change was made, in view, for her to read over.
      if (!sending && firstChanged) (form as unknown as UseFormReturn<NewPostValues>).setFocus(firstChanged);
      return sending ? next : null;
    },
    [aids],
  );
}
