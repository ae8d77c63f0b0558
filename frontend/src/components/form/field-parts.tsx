import type { ReactNode } from 'react';

/** The asterisk of a required field (spec §5). */
export function RequiredMark() {
  // The asterisk is for the eye, outside the label so the field's name stays clean;
  // the input's aria-required says it to assistive technology.
  return (
    <span aria-hidden="true" className="ml-0.5 text-brand-deep">
      *
    </span>
  );
}

/** A field's error, linked to its control by aria-describedby through `id`. */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
