import { ApolloLink, type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { print, type DocumentNode } from 'graphql';
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

/** A request as a page makes it, whoever asks: the operation and its variables. */
function requestKey(operationName: string, variables: Record<string, unknown>): string {
  return earlyKey(operationName, variables, '');
}

function operationName(query: DocumentNode): string {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/** Whether index.html asked for this request (with whatever session) and its answer is unclaimed. */
function hasEarlyAnswer(operationName: string, variables: Record<string, unknown>): boolean {
  for (const key of window.__forumEarly?.keys() ?? []) {
    const [, , authorization] = JSON.parse(key) as [string, unknown, string];
    if (key === earlyKey(operationName, variables, authorization)) return true;
  }
  return false;
}

/** How long a list adopted from an early answer counts as fresh: it is not asked for again. */
export const ADOPTED_FRESH_MS = 5_000;

/** When each request adopted by `adoptEarlyAnswer` went into the cache. */
const adoptedAt = new Map<string, number>();

/**
 * A page loader's wait for an early answer its page will read (issue 37): when index.html asked
 * for this request, its answer goes into the cache by the usual path (the session link, then
 * the early link above hands it over) before the page first renders. React then draws the page
 * once, from a settled cache, in the router's transition, which it can cut into short tasks;
 * an answer landing during that render would make it draw the whole page again in one
 * uninterruptible task. Resolves at once when nothing was asked early, and never fails: the
 * page asks again and shows its own error.
 */
export async function adoptEarlyAnswer<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<void> {
  const name = operationName(query);
  if (!hasEarlyAnswer(name, variables)) return;
  try {
    await client.query({ query, variables, fetchPolicy: 'network-only' } as ApolloClient.QueryOptions<
      TData,
      TVariables
    >);
    adoptedAt.set(requestKey(name, variables), Date.now());
  } catch {
    // The page asks again and shows what went wrong.
  }
}

/**
 * The first fetch policy of a list that shows its cached pages and refreshes them
 * (`cache-and-network`): `cache-first` when its first page came from an early answer a moment
 * ago, so the page is not asked for twice on load.
 */
export function refreshingFetchPolicy(
  query: DocumentNode,
  variables: Record<string, unknown>,
): 'cache-first' | 'cache-and-network' {
  const at = adoptedAt.get(requestKey(operationName(query), variables));
  return at !== undefined && Date.now() - at < ADOPTED_FRESH_MS ? 'cache-first' : 'cache-and-network';
}
