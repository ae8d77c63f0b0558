import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The thrown shape of spec §8: `{status, error}`, the text from the body's `error`, else the status text. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string) {
    super(error);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
  }

  static is(value: unknown): value is ApiError {
    return value instanceof ApiError;
  }
}

/** The parsed JSON body, or undefined when it is empty or not JSON. */
export async function readResponseJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The body's `error` text, else the status text (spec §8). */
export function errorText(response: Response, body: unknown, fallback = 'Request failed'): string {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return response.statusText || fallback;
}

/**
 * The server refused a call for lack of permission: a REST 403 (`ApiError`), a GraphQL error
 * coded FORBIDDEN, or an HTTP 403 answer to a GraphQL call. The session layer only raises
 * these; what they mean depends on the caller (a page load goes to /forbidden, a form shows
 * the message).
 */
export function isForbidden(error: unknown): boolean {
  if (ApiError.is(error)) return error.status === 403;
  if (ServerError.is(error)) return error.statusCode === 403;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN');
  }
  return false;
}

/**
 * The server's own words when it refused a call for a reason the member should read (she is
 * suspended until a date, the item is under review): a GraphQL FORBIDDEN error's message, or
 * a REST 403's `error`. Null for anything else, whose fallback the caller words.
 */
export function refusalMessage(error: unknown): string | null {
  if (ApiError.is(error)) return error.status === 403 ? error.error : null;
  if (CombinedGraphQLErrors.is(error)) {
    const refused = error.errors.find((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN');
    return refused?.message ?? null;
  }
  return null;
}
