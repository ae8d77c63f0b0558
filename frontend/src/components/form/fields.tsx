import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessage, RequiredMark } from './field-parts';
import { useFieldError } from './use-field-error';

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  hint?: ReactNode;
  /** A control drawn inside the input's frame, e.g. a "generate" button. */
  action?: ReactNode;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
};

/** A labelled input whose error is linked by aria-describedby and flagged by aria-invalid. */
export function TextField({
  name,
  label,
  type = 'text',
  required = false,
  autoComplete,
  readOnly = false,
  hint,
  action,
  inputMode,
}: TextFieldProps) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <div className="mb-1.5 text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : null}
      </div>
      <div
        className={`flex items-center rounded-2xl border bg-white shadow-sm transition-colors focus-within:border-brand-deep ${
          error ? 'border-red-600' : 'border-ink/20'
        } ${readOnly ? 'bg-cream' : ''}`}
      >
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={readOnly}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-12 w-full min-w-0 rounded-2xl bg-transparent px-4 text-base text-ink outline-none read-only:font-semibold"
          {...register(name)}
        />
        {action}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}

type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** More about the choice, under the label (may hold links). */
  description?: ReactNode;
};

export function CheckboxField({ name, label, required = false, description }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand-deep"
          {...register(name)}
        />
        <div className="text-sm">
          <label htmlFor={id} className="font-semibold text-ink">
            {label}
          </label>
          {required ? <RequiredMark /> : null}
          {description ? (
            <div id={descriptionId} className="mt-1 text-ink-muted">
              {description}
            </div>
          ) : null}
        </div>
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}

type TextAreaFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
};

/** A labelled multi-line input, wired like TextField (error linked and flagged). */
export function TextAreaField({ name, label, required = false, rows = 6, placeholder, hint }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <div className="mb-1.5 text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : null}
      </div>
      <textarea
        id={id}
        rows={rows}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full min-w-0 resize-y rounded-2xl border bg-white px-4 py-3 text-base text-ink shadow-sm outline-none transition-colors placeholder:text-ink-muted/70 focus:border-brand-deep ${
          error ? 'border-red-600' : 'border-ink/20'
        }`}
        {...register(name)}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}
