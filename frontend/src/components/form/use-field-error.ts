import { get, useFormState } from 'react-hook-form';

/** The message of the named field's error in the surrounding form, or null. */
export function useFieldError(name: string) {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : null;
}
