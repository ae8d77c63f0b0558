import { FormError, graphQLErrorInfo } from '@/components/form/form-error';
import { PROFILE_MESSAGES } from '../profile-values';

const FIELD_BY_MESSAGE: Record<string, string> = {
  [PROFILE_MESSAGES.topics]: 'topicsOfInterest',
  [PROFILE_MESSAGES.colour]: 'profileColour',
  'Invalid hex color format': 'profileColour',
  [PROFILE_MESSAGES.location]: 'location',
  [PROFILE_MESSAGES.ethnicity]: 'ethnicity',
  [PROFILE_MESSAGES.ageRange]: 'ageRange',
  [PROFILE_MESSAGES.sexAssignedAtBirth]: 'sexAssignedAtBirth',
  [PROFILE_MESSAGES.gender]: 'gender',
};

/**
 * The field a BAD_USER_INPUT answer is about: the error's `extensions.field` when it names
 * one of `fields`, else the field whose spec message it is, else the only field sent.
 */
export function serverErrorField(error: unknown, fields: readonly string[]): string | null {
  const info = graphQLErrorInfo(error);
  if (info?.code !== 'BAD_USER_INPUT') return null;
  if (info.field && fields.includes(info.field)) return info.field;
  const byMessage = FIELD_BY_MESSAGE[info.message];
  if (byMessage && fields.includes(byMessage)) return byMessage;
  return fields.length === 1 ? (fields[0] ?? null) : null;
}

/** A server refusal as the form engine shows it: the message, and under its field. */
export function toFormError(error: unknown, fields: readonly string[]): unknown {
  const info = graphQLErrorInfo(error);
  if (info?.code !== 'BAD_USER_INPUT') return error;
  const field = serverErrorField(error, fields);
  return new FormError(info.message, field ? { [field]: info.message } : {});
}
