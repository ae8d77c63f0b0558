import { ServerError } from '@apollo/client/errors';
import { FormError, graphQLErrorInfo } from '@/components/form/form-error';

/** Spec §8, word for word. */
export const authMessages = {
  loginNoToken: 'Login unsuccessful, please check your details and try again.',
  registerNoToken: 'Registration failed. Please check your details and try again.',
  registerBadInput: 'Please check your details and try again.',
  registerInternal: 'Failed to register, please retry or try refreshing the page.',
  resetFailed: 'Failed to reset password. Please try again or contact us for help.',
  logoutFailed: 'We had some trouble logging you out. Please try again or refresh the page',
  instructionsSent:
    'If that email address exists, instructions for resetting your password have been sent to your email.',
} as const;

/** The server's own words for a reset link that has done its job already (shown as they are). */
export const RESET_LINK_USED = 'This reset link has already been used. Please request a new one.';

/** Whether the reset failed because its link was spent (then she needs a new one, not a retry). */
export function isResetLinkUsed(error: unknown): boolean {
  const info = graphQLErrorInfo(error);
  return info?.code === 'BAD_USER_INPUT' && info.message === RESET_LINK_USED;
}

/** A server complaint about one input field, to show under that field. */
function fieldErrors(error: unknown): Record<string, string> {
  const info = graphQLErrorInfo(error);
  return info?.field && info.message ? { [info.field]: info.message } : {};
}

/**
 * Spec §8 "Register": a bad input (HTTP 400, BAD_USER_INPUT) reads 'Please check your details
 * and try again.' with the server's message under the field it names; a server fault (500)
 * asks to retry; anything else (rate limits, network) is left to the form's defaults.
 */
export function registerFailure(error: unknown): unknown {
  const info = graphQLErrorInfo(error);
  const status = ServerError.is(error) ? error.statusCode : null;
  if (info?.code === 'BAD_USER_INPUT' || status === 400) {
    return new FormError(authMessages.registerBadInput, fieldErrors(error));
  }
  if (info?.code === 'INTERNAL_SERVER_ERROR' || (status !== null && status >= 500)) {
    return new FormError(authMessages.registerInternal);
  }
  return error;
}

/** Spec §8 "Reset": every failure reads the same; a named field still gets its own message. */
export function resetFailure(error: unknown): FormError {
  const info = graphQLErrorInfo(error);
  return new FormError(authMessages.resetFailed, info?.code === 'BAD_USER_INPUT' ? fieldErrors(error) : {});
}
