import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import { FormError, GENERIC_FORM_ERROR, serverErrorText } from './form-error';
import { PendingUploadsContext, UPLOADING_REASON } from './pending-uploads';
import { rulesSchema, type FormValues, type Rule } from './rules';

/** Spec §4 "Form submission status". */
export type FormStatus = null | 'pending' | 'success' | 'fail' | 'invalid';

/** Spec §5: validation shows either on input or after the first submit attempt. */
export type ValidateOn = 'input' | 'submit';

export const INVALID_MESSAGE = 'Please check for errors';

type FormProps<V extends FormValues> = {
  defaultValues: V;
  rules: readonly Rule<V>[];
  validateOn?: ValidateOn;
  /**
   * Runs after the rules pass and before `onSubmit` (the privacy check): resolves with the
   * values to send, or null to send nothing and leave the form as it is.
   */
  beforeSubmit?: (values: V, form: UseFormReturn<V>) => Promise<V | null>;
  /** Sends the values; throw (ideally a FormError) to fail. Never called while a rule fails. */
  onSubmit: (values: V, form: UseFormReturn<V>) => Promise<unknown> | unknown;
  /** Spec §8 "Forms": a message per status, preferred over the server's error. */
  statusMessages?: Partial<Record<NonNullable<FormStatus>, string>>;
  /** The form's accessible name, e.g. the page heading's id. */
  labelledBy?: string;
  children: ReactNode;
  /** Shown under the submit button (links to other screens). */
  footer?: ReactNode;
  /** The submit button's text (e.g. "Next" in a multi-step form); 'Retry' after a failure. */
  submitLabel?: string;
  /** A button beside the submit button, e.g. a multi-step form's "Back". */
  secondaryAction?: ReactNode;
  /**
   * Whether the values are worth sending yet (e.g. a post needs text, an image or a link): the
   * submit button stays disabled until they are. Unlike a rule, nothing is flagged meanwhile.
   */
  canSubmit?: (values: V) => boolean;
  /** The "Fields marked with * are required." note; off for a form without required fields. */
  requiredNote?: boolean;
  className?: string;
};

/**
 * The one form engine of spec §5, on react-hook-form with the rules compiled to a zod schema.
 * Fields inside read it through `useFormContext` (see fields.tsx).
 */
export function Form<V extends FormValues>({
  defaultValues,
  rules,
  validateOn = 'submit',
  beforeSubmit,
  onSubmit,
  statusMessages = {},
  labelledBy,
  children,
  footer,
  submitLabel = 'Submit',
  secondaryAction,
  canSubmit,
  requiredNote = true,
  className = '',
}: FormProps<V>) {
  const schema = useMemo(() => rulesSchema(rules), [rules]);
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: zodResolver(schema) as unknown as Resolver<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [status, setStatus] = useState<FormStatus>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Fields the person has changed: in "input" mode only these show their errors before a submit.
  const edited = useRef(new Set<string>());
  // Upload fields still sending a file: nothing is sent until they are done.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((id: string, busy: boolean) => {
    setUploading((current) => {
      if (current.has(id) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const pendingUploads = useMemo(() => ({ report }), [report]);
  const waiting = uploading.size > 0;
  const waitingId = useId();

  useEffect(() => {
    const fields = [...new Set(rules.map((rule) => rule.field))] as FieldPath<V>[];
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (!name) return;
        // Spec §4: invalid clears by itself once every rule passes.
        if (schema.safeParse(values).success)
          setStatus((current) => (current === 'invalid' ? null : current));
        edited.current.add(name);
        if (form.formState.isSubmitted) {
          // A change can fix or break another field (confirmations), so recheck them all.
          void form.trigger(fields);
        } else if (validateOn === 'input') {
          void form.trigger(fields.filter((field) => edited.current.has(field)));
        }
      },
    });
  }, [form, rules, schema, validateOn]);

  const submit = form.handleSubmit(
    async (checked) => {
      const values = beforeSubmit ? await beforeSubmit(checked, form) : checked;
      if (values === null) return;
      setStatus('pending');
      setFailure(null);
      try {
        await onSubmit(values, form);
        setStatus('success');
      } catch (error) {
        if (error instanceof FormError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            form.setError(field as FieldPath<V>, { type: 'server', message }, { shouldFocus: true });
          }
        }
        setFailure(error);
        setStatus('fail');
      }
    },
    () => {
      // Nothing is sent; react-hook-form has focused the first invalid field.
      setStatus('invalid');
    },
  );

  let message: string | null = null;
  if (status === 'invalid') message = statusMessages.invalid ?? INVALID_MESSAGE;
  else if (status === 'fail') message = statusMessages.fail ?? serverErrorText(failure) ?? GENERIC_FORM_ERROR;
  else if (status) message = statusMessages[status] ?? null;
  const isProblem = status === 'invalid' || status === 'fail';
  const pending = status === 'pending';

  return (
    <FormProvider {...form}>
      <PendingUploadsContext.Provider value={pendingUploads}>
      <form
        noValidate
        aria-labelledby={labelledBy}
        aria-busy={pending || undefined}
        data-status={status ?? 'idle'}
        onSubmit={(event) => {
          if (waiting) {
            event.preventDefault();
            return;
          }
          void submit(event);
        }}
        className={`space-y-5 ${className}`}
      >
        {requiredNote ? (
          <p className="text-sm text-ink-muted">
            Fields marked with <span className="font-bold text-brand-deep">*</span> are required.
          </p>
        ) : null}
        {children}
        <div aria-live="polite">
          {message ? (
            <p
              role={isProblem ? 'alert' : undefined}
              className={`flex items-start gap-2 rounded-2xl px-4 py-3 text-sm font-semibold ${
                isProblem ? 'border border-red-200 bg-red-50 text-red-800' : 'bg-blush text-ink'
              }`}
            >
              {isProblem ? <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" /> : null}
              {message}
            </p>
          ) : null}
        </div>
        <div className={secondaryAction ? 'flex flex-col-reverse gap-3 sm:flex-row' : undefined}>
          {secondaryAction}
          <SubmitButton
            pending={pending}
            waitingFor={waiting ? waitingId : null}
            canSubmit={canSubmit}
            className={`${buttonClasses()} w-full disabled:cursor-not-allowed disabled:opacity-60 ${secondaryAction ? 'sm:flex-1' : ''}`}
          >
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {status === 'fail' ? 'Retry' : submitLabel}
          </SubmitButton>
        </div>
        {waiting ? (
          <p id={waitingId} className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
            <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
            {UPLOADING_REASON}
          </p>
        ) : null}
        {footer}
      </form>
      </PendingUploadsContext.Provider>
    </FormProvider>
  );
}

type SubmitButtonProps<V extends FormValues> = {
  pending: boolean;
  /** The id of the note saying an upload is still running (the button waits for it), or null. */
  waitingFor: string | null;
  canSubmit: ((values: V) => boolean) | undefined;
  className: string;
  children: ReactNode;
};

/**
 * The submit button, disabled while sending, while an upload is running (saying so) and, with
 * `canSubmit`, until the values are worth sending.
 */
function SubmitButton<V extends FormValues>({ pending, waitingFor, canSubmit, className, children }: SubmitButtonProps<V>) {
  const { control } = useFormContext<V>();
  const values = useWatch({ control }) as V;
  const ready = canSubmit ? canSubmit(values) : true;
  return (
    <button
      type="submit"
      disabled={pending || !ready || waitingFor !== null}
      aria-describedby={waitingFor ?? undefined}
      className={className}
    >
      {children}
    </button>
  );
}
