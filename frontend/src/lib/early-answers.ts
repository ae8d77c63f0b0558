import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { from, mergeMap, of, type Observable } from 'rxjs';
import { serverAnswered } from './connectivity';

/** An answer on its way: the text it was asked with, and the parsed body (null if it failed). */
export type EarlyAnswer = {
  query: string;
  startedAt: number;
  body: Promise<unknown>;
};

declare global {
  interface Window {
    /** The answers index.html asked for (src/app/early-queries/start.ts), by `earlyKey`. */
    __forumEarly?: Map<string, EarlyAnswer>;
  }
}

/**
 * One key per request: the operation, its variables (in any key order) and the session it was
 * asked with. An answer is only ever handed to the request that has the same key.
 */
export function earlyKey(operationName: string, variables: Record<string, unknown>, authorization: string): string {
  const sorted = Object.keys(variables)
    .filter((name) => variables[name] !== undefined)
    .sort()
    .map((name) => [name, variables[name]]);
  return JSON.stringify([operationName, sorted, authorization]);
}

/** An early answer older than this is not adopted: the app asks again. */
export const EARLY_ANSWER_TTL_MS = 30_000;

/**
 * Hands the app's first requests the answers index.html already asked for
 * (src/app/early-queries/start.ts), once each, when the operation, its variables, its text and
 * the session all match; anything else (no answer, a failed one, a different session) goes to
 * the network as usual. It sits after
 * the session link, where a request carries its headers, so an early answer goes through the
 * same session handling as any other (an expired token is refreshed and the request retried).
 */
export function createEarlyLink(answers: () => Map<string, EarlyAnswer> | undefined = () => window.__forumEarly) {
  return new ApolloLink((operation, forward): Observable<ApolloLink.Result> => {
    const pending = answers();
    if (!pending || pending.size === 0) return forward(operation);
    const { headers } = operation.getContext() as {
      headers?: Record<string, string>;
    };
    const key = earlyKey(operation.operationName ?? '', operation.variables, headers?.Authorization ?? '');
    const answer = pending.get(key);
    if (!answer) return forward(operation);
    pending.delete(key);
    if (Date.now() - answer.startedAt > EARLY_ANSWER_TTL_MS || print(operation.query) !== answer.query) {
      return forward(operation);
    }
    return from(answer.body).pipe(
      mergeMap((body) => {
        if (!isResult(body)) return forward(operation);
        // What is on screen came from the server: a connection lost later is not "unreachable".
        serverAnswered();
        return of(body);
      }),
    );
  });
}

function isResult(body: unknown): body is ApolloLink.Result {
  return typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
}
