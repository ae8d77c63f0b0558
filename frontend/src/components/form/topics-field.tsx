import { Check } from 'lucide-react';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldMessage, RequiredMark } from './field-parts';
import { useFieldError } from './use-field-error';

type Topic = { id: string; title: string; description: string | null };

type TopicsFieldProps = {
  name: string;
  legend: string;
  topics: readonly Topic[];
  required?: boolean;
  hint?: string;
  /** At most this many can be chosen: the others are disabled once they are. */
  max?: number;
};

/** The health topics as chips that are checkboxes: the form field holds the chosen ids. */
export function TopicsField({ name, legend, topics, required = false, hint, max }: TopicsFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  const id = useId();
  const chosen = new Set((field.value as string[] | undefined) ?? []);
  const full = max !== undefined && chosen.size >= max;
  const toggle = (topicId: string) => {
    const next = new Set(chosen);
    if (next.has(topicId)) next.delete(topicId);
    else next.add(topicId);
    // Keep the topics' own order, whatever order they were ticked in.
    field.onChange(topics.filter((topic) => next.has(topic.id)).map((topic) => topic.id));
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-3 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {topics.map((topic, index) => (
          <li key={topic.id}>
            <label className="group relative inline-flex" title={topic.description ?? undefined}>
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                checked={chosen.has(topic.id)}
                disabled={full && !chosen.has(topic.id)}
                onChange={() => toggle(topic.id)}
                aria-invalid={error ? true : undefined}
                className="peer sr-only"
              />
              <span className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-brand-pink/30 bg-white px-4 text-sm font-semibold text-ink shadow-sm transition peer-checked:border-brand-deep peer-checked:bg-brand-deep peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-deep peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:border-brand-deep">
                {chosen.has(topic.id) ? <Check aria-hidden="true" className="size-4" /> : null}
                {topic.title}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </fieldset>
  );
}
