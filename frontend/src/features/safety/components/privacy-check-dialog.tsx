import { AlertDialog } from '@base-ui/react/alert-dialog';
import { ShieldAlert, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ReviewedField } from '@/components/form/writing-aids';
import { buttonClasses } from '@/components/ui/button-classes';
import { DialogAccent } from '@/components/ui/dialog-accent';
import { dialogBackdropClasses, dialogPopupClasses } from '@/components/ui/dialog-classes';
import { findingsIn, removeFinding, snippetOf, type Found } from '../privacy-check';

export const PRIVACY_CHECK_TITLE = 'Before you post';
export const POST_ANYWAY = 'Post anyway';
export const KEEP_EDITING = 'Keep editing';


/** The finding among the words around it, whole words only. */
function SnippetLine({ finding }: { finding: Found }) {
  const { before, found, after } = snippetOf(finding.field.value, finding);
  return (
    <p className="mt-0.5 rounded-lg bg-cream px-2 py-1 text-sm break-words text-ink" data-testid="privacy-snippet">
      {before}
      <mark className="rounded bg-blush px-0.5 font-bold text-ink">{found}</mark>
      {after}
    </p>
  );
}

type PrivacyCheckDialogProps = {
  fields: readonly ReviewedField[];
  onDecide: (decision: { fields: ReviewedField[]; send: boolean }) => void;
};

/**
 * What could identify her or someone else, listed before anything is sent: each finding in
 * its place in her words, with 'Remove' (a link with tracking keeps the link without the
 * tracking), 'Post anyway', or back to editing. It never sends for her: once she has removed
 * everything, she is back at her words with the change made, to read them over and press
 * Post herself (a sentence can read oddly with a number taken out of it).
 */
export function PrivacyCheckDialog({ fields: initial, onDecide }: PrivacyCheckDialogProps) {
  const [fields, setFields] = useState<ReviewedField[]>(() => [...initial]);
  const list = useRef<HTMLUListElement>(null);
  const found = findingsIn(fields);
  const several = fields.length > 1;

  const remove = (finding: Found) => {
    const next = fields.map((field) =>
      field.name === finding.field.name ? { ...field, value: removeFinding(field.value, finding) } : field,
    );
    setFields(next);
    if (findingsIn(next).length === 0) {
      onDecide({ fields: next, send: false });
      return;
    }
    // The button she pressed is gone: focus the next 'Remove'.
    requestAnimationFrame(() => list.current?.querySelector('button')?.focus());
  };

  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onDecide({ fields, send: false });
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={dialogBackdropClasses} />
        <AlertDialog.Popup className={dialogPopupClasses('md')}>
          <DialogAccent />
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush text-brand-deep"
            >
              <ShieldAlert className="size-5" />
            </span>
            <div className="min-w-0 space-y-1">
              <AlertDialog.Title className="text-xl font-extrabold">{PRIVACY_CHECK_TITLE}</AlertDialog.Title>
              <AlertDialog.Description className="text-ink-muted">
                This could identify you or someone else. Nothing has been sent yet: remove what you&apos;d rather keep
                private (you&apos;ll see your words again before anything is sent), or post it as it is.
              </AlertDialog.Description>
            </div>
          </div>
          <ul ref={list} aria-label="What we found" className="divide-y divide-blush rounded-2xl ring-1 ring-blush">
            {found.map((finding) => (
              <li key={finding.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-bold text-ink">
                    {finding.label}
                    {several ? <span className="font-normal text-ink-muted"> in the {finding.field.label.toLowerCase()}</span> : null}
                  </p>
                  <SnippetLine finding={finding} />
                </div>
                <button
                  type="button"
                  onClick={() => remove(finding)}
                  aria-label={`Remove ${finding.label.toLowerCase()} ${finding.text}`}
                  className={buttonClasses('secondary')}
                >
                  <X aria-hidden="true" className="size-4" />
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {found.some((finding) => finding.kind === 'TRACKING_LINK') ? (
            <p className="text-sm text-ink-muted">
              Removing a link&apos;s tracking keeps the link: only the part that tells the site where it was shared goes.
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Close className={buttonClasses('secondary')}>{KEEP_EDITING}</AlertDialog.Close>
            <button
              type="button"
              onClick={() => onDecide({ fields, send: true })}
              className={buttonClasses()}
            >
              {POST_ANYWAY}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
