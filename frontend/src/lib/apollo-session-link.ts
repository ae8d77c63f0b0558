import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { lastValueFrom, Observable } from 'rxjs';
import { authHeaders, withSession, type Attempt } from '@/lib/auth/session-calls';
import { inFlight } from '@/lib/in-flight';

const AUTH_HEADERS = ['authorization', 'x-refresh-token'];

function withoutAuthHeaders(headers: Record<string, string> | undefined) {
  return Object.fromEntries(
    Object.entries(headers ?? {}).filter(([name]) => !AUTH_HEADERS.includes(name.toLowerCase())),
  );
}

function firstCoded(errors: readonly GraphQLFormattedError[] | undefined, code: string) {
  return errors?.find((error) => error.extensions?.code === code);
}

/** Classifies a GraphQL answer by the `extensions.code` of its errors (ARCHITECTURE §4). */
export function classifyResult(result: ApolloLink.Result, tokenSent: boolean): Attempt<ApolloLink.Result> {
  const errors = 'errors' in result ? result.errors : undefined;
  if (firstCoded(errors, 'TOKEN_EXPIRED')) return { kind: 'expired' };
  const unauthenticated = firstCoded(errors, 'UNAUTHENTICATED');
  // Without a token there is no session to end: the caller just gets the error.
  if (unauthenticated && tokenSent) return { kind: 'unauthenticated', error: unauthenticated.message };
  // Anything else, FORBIDDEN included, is the caller's answer to handle.
  return { kind: 'ok', value: result };
}

function classifyHttpError(error: unknown, tokenSent: boolean): Attempt<ApolloLink.Result> | null {
  if (!ServerError.is(error)) return null;
  if (error.statusCode === 401 && tokenSent) return { kind: 'unauthenticated' };
  if (error.statusCode === 302 && error.bodyText.includes('"shouldRefresh"')) return { kind: 'expired' };
  return null;
}

/**
 * Spec §4 "Session handling on calls" for GraphQL: sends the stored token's headers, refreshes
 * once-at-a-time on TOKEN_EXPIRED and retries (at most twice), ends the session on
 * UNAUTHENTICATED, and counts every operation in flight. FORBIDDEN passes through as the
 * operation's GraphQL error: route loaders turn it into /forbidden, forms show it.
 */
export function createSessionLink() {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        const stop = inFlight.start();
        let active = true;
        withSession<ApolloLink.Result>(async (token) => {
          operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
            headers: { ...withoutAuthHeaders(headers), ...(token ? authHeaders(token) : {}) },
          }));
          try {
            return classifyResult(await lastValueFrom(forward(operation)), token !== null);
          } catch (error) {
            const attempt = classifyHttpError(error, token !== null);
            if (attempt) return attempt;
            throw error;
          }
        })
          .then(
            (result) => {
              if (!active) return;
              observer.next(result);
              observer.complete();
            },
            (error: unknown) => {
              if (active) observer.error(error);
            },
          )
          .finally(stop);
        return () => {
          active = false;
          stop();
        };
      }),
  );
}
