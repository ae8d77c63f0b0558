import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage } from '@/components/form/field-parts';
import { useFieldError } from '@/components/form/use-field-error';
import { buttonClasses } from '@/components/ui/button-classes';
import { POST_LIMITS } from '../create-post-values';

// Slot keys only need to be unique: a removed slot's key is never reused, so React never
// mistakes a new upload field for an old one.
let slotCount = 0;
const newSlot = () => `s${++slotCount}`;

type ImagesFieldProps = {
  /** The form field: an object of uploaded image ids by slot. */
  name: string;
  /**
   * One upload field for the form field `fieldName` (the app supplies the uploads feature's
   * field, with the compression and progress of spec §4).
   */
  renderUpload: (fieldName: string, label: string) => ReactNode;
};

/** Spec §2 "add image": up to 4 images, each uploaded on its own, removable. */
export function ImagesField({ name, renderUpload }: ImagesFieldProps) {
  const { setValue, getValues } = useFormContext();
  const uploaded = (useWatch({ name }) as Record<string, string | null> | undefined) ?? {};
  const error = useFieldError(name);
  // A post being edited, or a restored draft, starts with the images it has.
  const [slots, setSlots] = useState<string[]>(() => {
    const start = Object.entries((getValues(name) as Record<string, string | null> | undefined) ?? {})
      .filter(([, id]) => id)
      .map(([slot]) => slot);
    return start.length > 0 ? start : [newSlot()];
  });
  const id = useId();
  const allFilled = slots.every((slot) => uploaded[slot]);

  const remove = (slot: string) => {
    setValue(`${name}.${slot}`, null, { shouldDirty: true });
    setSlots((current) => {
      const rest = current.filter((other) => other !== slot);
      return rest.length > 0 ? rest : [newSlot()];
    });
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-ink">
        Images
      </p>
      <p id={`${id}-hint`} className="mb-3 text-sm text-ink-muted">
        Up to {POST_LIMITS.images} images. Photos are stripped of location and camera details before they&apos;re
        shared, and shrunk on your device.
      </p>
      <ul className="space-y-4">
        {slots.map((slot, index) => (
          <li key={slot} className="flex flex-wrap items-start gap-3 rounded-2xl border border-ink/10 p-3">
            <div className="min-w-0 flex-1">{renderUpload(`${name}.${slot}`, `Image ${index + 1}`)}</div>
            {uploaded[slot] ? (
              <button
                type="button"
                onClick={() => remove(slot)}
                aria-label={`Remove image ${index + 1}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-blush hover:text-brand-deep"
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {allFilled && slots.length < POST_LIMITS.images ? (
        <button
          type="button"
          onClick={() => setSlots((current) => [...current, newSlot()])}
          className={`${buttonClasses('secondary')} mt-3`}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Add another image
        </button>
      ) : null}
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </div>
  );
}
