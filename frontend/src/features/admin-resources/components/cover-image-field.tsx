import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SecondOpinionValues } from '../second-opinion-values';

/** The cover: the upload field (progress, preview, 'Try again') and a Remove button. */
export function CoverImageField({ upload }: { upload: ReactNode }) {
  const { setValue } = useFormContext<SecondOpinionValues>();
  const cover = useWatch<SecondOpinionValues, 'coverImage'>({ name: 'coverImage' });
  // A new upload field after a removal, so the old preview goes with it.
  const [slot, setSlot] = useState(0);
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-2xl border border-ink/10 p-3">
      <div key={slot} className="min-w-0 flex-1">
        {upload}
      </div>
      {cover ? (
        <button
          type="button"
          onClick={() => {
            setValue('coverImage', null, { shouldDirty: true });
            setSlot((current) => current + 1);
          }}
          aria-label="Remove cover image"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-blush hover:text-brand-deep"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
