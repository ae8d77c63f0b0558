import { Link2, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldMessage } from '@/components/form/field-parts';
import { useFieldError } from '@/components/form/use-field-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { linkHost, safeLink } from '@/lib/links';
import { completeLink, LINK_HINT, linkProblem, POST_LIMITS } from '../create-post-values';

/**
 * Spec §2/§5 "add link": a URL box whose Add button is disabled while it is empty, and the links
 * added. A bare domain gets https:// (issue 36); the hint and the error describe the same form.
 */
export function LinksField({ name }: { name: string }) {
  const { control } = useFormContext();
  const {
    field: { value, onChange, ref },
  } = useController({ name, control });
  const serverError = useFieldError(name);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const links = (value as string[] | undefined) ?? [];
  const error = problem ?? serverError;
  const full = links.length >= POST_LIMITS.links;

  const add = () => {
    const link = completeLink(draft);
    if (!link) return;
    const wrong = linkProblem(link, links);
    setProblem(wrong);
    if (wrong) return;
    if (!links.includes(link)) onChange([...links, link]);
    setDraft('');
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-ink">
        Links
      </p>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-url`} className="sr-only">
            Link URL
          </label>
          <input
            id={`${id}-url`}
            ref={ref}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="nhs.uk or https://…"
            value={draft}
            disabled={full}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the link rather than sending the post.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className={`min-h-12 w-full min-w-0 rounded-2xl border bg-white px-4 text-base text-ink shadow-sm outline-none focus:border-brand-deep disabled:bg-cream ${
              error ? 'border-red-600' : 'border-ink/20'
            }`}
          />
        </div>
        <button
          type="button"
          onClick={add}
          disabled={draft.trim() === '' || full}
          className={`${buttonClasses('secondary')} min-h-12 shrink-0 disabled:cursor-not-allowed disabled:opacity-50`}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
        {LINK_HINT}
      </p>
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
      {links.length > 0 ? (
        <ul aria-label="Added links" className="mt-3 space-y-2">
          {links.map((link) => {
            const url = safeLink(link);
            return (
              <li
                key={link}
                className="flex min-w-0 items-center gap-3 rounded-2xl border border-ink/10 bg-cream py-1 pr-1 pl-4 text-sm"
              >
                <Link2 aria-hidden="true" className="size-4 shrink-0 text-brand-deep" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{url ? linkHost(url) : link}</span>
                  <span className="block truncate text-xs text-ink-muted">{link}</span>
                </span>
                <button
                  type="button"
                  aria-label={`Remove link ${link}`}
                  onClick={() => onChange(links.filter((other) => other !== link))}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-blush hover:text-brand-deep"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
