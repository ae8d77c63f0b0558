import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApiError } from '@/lib/api-error';

/** Spec §8 "Forms": shown when nothing more specific is known. */
export const GENERIC_FORM_ERROR = 'Something went wrong...';

/**
 * A failure a screen's submit handler reports to the form: the message for the whole form,
 * and messages for single fields (shown under them, e.g. from `extensions.field`).
 */
export class FormError extends Error {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'FormError';
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The server's error text, if the failure carries one: a string as-is, a FormError or an
 * ApiError, or the first GraphQL error. Network failures and bugs carry none.
 */
export function serverErrorText(error: unknown): string | null {
  if (typeof error === 'string') return error || null;
  if (error instanceof FormError) return error.message || null;
  if (ApiError.is(error)) return error.error || null;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || null;
  return null;
}

/** The first GraphQL error's `extensions.code` and `extensions.field`, if any. */
export function graphQLErrorInfo(error: unknown) {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  const field = first?.extensions?.field;
  return {
    code: typeof code === 'string' ? code : null,
    field: typeof field === 'string' ? field : null,
    message: first?.message ?? '',
  };
}

/**
 * A server refusal as the form engine shows it: a BAD_USER_INPUT whose `extensions.field` is
 * one of `fields` (server name → form field name) goes under that field, a CONFLICT under
 * `conflictField` (e.g. a duplicate title); the message shows above the submit button too.
 */
export function toServerFormError(
  error: unknown,
  fields: Readonly<Record<string, string>>,
  conflictField?: string,
): unknown {
  const info = graphQLErrorInfo(error);
  if (!info) return error;
  if (info.code === 'BAD_USER_INPUT') {
    const field = info.field ? fields[info.field] : undefined;
    return new FormError(info.message, field ? { [field]: info.message } : {});
  }
  if (info.code === 'CONFLICT' && conflictField) return new FormError(info.message, { [conflictField]: info.message });
  return error;
}
