import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isRouteErrorResponse } from 'react-router';
import { graphql } from '@/gql';
import type { CrashErrorInput, CrashReportInput } from '@/gql/graphql';
import { apolloClient } from '@/lib/apollo-client';

export const ReportCrashMutation = graphql(`
  mutation ReportCrash($input: CrashReportInput!) {
    reportCrash(input: $input)
  }
`);

export const DescribeCrashMutation = graphql(`
  mutation DescribeCrash($id: ID!, $description: String!) {
    describeCrash(id: $id, description: $description)
  }
`);

/** Spec §7 "Crash report": what a manual report says instead of an error. */
export const MANUAL_REPORT_ERROR = { name: 'ManualReport', message: 'Manual Crash Report' } as const;

/** Where the crash screen was shown from: a route's errorElement, or the boundary above the router. */
export type CrashBoundary = 'RouteError' | 'AppErrorBoundary';

// ---- The browser, as family and major version only ----

type Brand = { brand: string; version: string };
/** The parts of `navigator` the browser name is read from. */
export type BrowserHints = { userAgent?: string; userAgentData?: { brands?: readonly Brand[] } | null };

/** User-Agent Client Hints brands, most specific first (Edge and Opera also list Chromium). */
const BRANDS: readonly (readonly [string, string])[] = [
  ['Microsoft Edge', 'Edge'],
  ['Opera', 'Opera'],
  ['Google Chrome', 'Chrome'],
  ['Chromium', 'Chrome'],
];

/** User-agent tokens, most specific first (Edge and Opera say Chrome too, Chrome says Safari). */
const AGENTS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|OPiOS)\/(\d+)/, 'Opera'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//, 'Safari'],
];

/**
 * The browser as family and major version, e.g. 'Chrome 131' or 'Safari 17': from the
 * client hints when the browser has them, else a small parse of the user agent; 'Other'
 * when neither says. The user agent itself is never sent.
 */
export function browserName(hints: BrowserHints = typeof navigator === 'undefined' ? {} : navigator): string {
  const brands = hints.userAgentData?.brands ?? [];
  for (const [brand, family] of BRANDS) {
    const major = brands.find((entry) => entry.brand === brand)?.version.match(/^\d+/)?.[0];
    if (major) return `${family} ${major}`;
  }
  const agent = hints.userAgent ?? '';
  for (const [pattern, family] of AGENTS) {
    const major = agent.match(pattern)?.[1];
    if (major) return `${family} ${major}`;
  }
  return 'Other';
}

/** Where it happened: the path only, never the query string (a reset link's token) or the hash. */
export const currentPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

// ---- The error ----

/**
 * Error texts can carry what must not leave the browser: e-mail addresses, tokens, and URLs
 * with their query strings. They are blanked out before a report is sent.
 */
export function redact(text: string): string {
  return text
    .replace(/[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[a-z]{2,}/gi, '[email]')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]')
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]')
    .replace(/(https?:\/\/[^\s?#"'<>()]*)\?[^\s#"'<>():]*/gi, '$1');
}

const asText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

const field = (value: object, key: string): unknown => (key in value ? (value as Record<string, unknown>)[key] : undefined);

/** The error's code: its own `code`, else the first GraphQL error's `extensions.code`. */
function errorCode(error: object): string | null {
  const own = field(error, 'code');
  if (typeof own === 'string' || typeof own === 'number') return String(own);
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** The HTTP status the error carries (an HTTP failure of a call, a REST `ApiError`, a route's error response). */
function errorStatus(error: object): number | null {
  if (ServerError.is(error)) return error.statusCode;
  for (const key of ['statusCode', 'status']) {
    const value = field(error, key);
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return null;
}

/** Spec §3 "Crash report" error: name, message, stack, cause, code and statusCode, as they are. */
export function errorDetails(error: unknown): CrashErrorInput {
  if (isRouteErrorResponse(error)) {
    return {
      name: 'ErrorResponse',
      message: `${error.status} ${error.statusText}`.trim(),
      stack: null,
      cause: asText(error.data),
      code: null,
      statusCode: error.status,
    };
  }
  if (error instanceof Error) {
    return {
      name: error.name || 'Error',
      message: error.message,
      stack: error.stack ?? null,
      cause: asText(error.cause),
      code: errorCode(error),
      statusCode: errorStatus(error),
    };
  }
  return { name: 'Error', message: asText(error) ?? 'Unknown error', stack: null, cause: null, code: null, statusCode: null };
}

const redactOrNull = (text: string | null | undefined) => (text ? redact(text) : null);

/** A crash report as it is sent: the path, the browser's family and version, and the error with its secrets blanked out. */
export function crashReportInput(
  error: CrashErrorInput,
  extra: { componentName?: string | null; description?: string | null } = {},
): CrashReportInput {
  return {
    error: {
      name: error.name ? redact(error.name) : null,
      message: error.message ? redact(error.message) : null,
      stack: redactOrNull(error.stack),
      cause: redactOrNull(error.cause),
      code: error.code ?? null,
      statusCode: error.statusCode ?? null,
    },
    componentName: extra.componentName ?? null,
    location: currentPath(),
    browser: browserName(),
    // Her own words, but an e-mail address in them would still tie the report to her.
    ...(extra.description ? { description: redact(extra.description) } : {}),
  };
}

// ---- Sending ----

/**
 * Sends a report with the app's own client (not React's: the crash screen also shows above
 * the router and the Apollo provider). Answers the report's id.
 */
export async function sendCrashReport(input: CrashReportInput): Promise<string> {
  const { data } = await apolloClient.mutate({ mutation: ReportCrashMutation, variables: { input } });
  if (!data?.reportCrash) throw new Error('reportCrash answered no id');
  return data.reportCrash;
}

const reportedObjects = new WeakMap<object, Promise<string | null>>();
const reportedValues = new Map<unknown, Promise<string | null>>();

/**
 * Reports a crash the first time it is shown, and answers the same report's id after that
 * (a crash screen shown twice, or mounted twice by React's strict mode, sends one report).
 * A failure of the report itself is only logged: it answers null.
 */
export function reportCrashOnce(error: unknown, componentName: CrashBoundary): Promise<string | null> {
  const known = typeof error === 'object' && error !== null ? reportedObjects.get(error) : reportedValues.get(error);
  if (known) return known;
  const sending = sendCrashReport(crashReportInput(errorDetails(error), { componentName })).catch((failure: unknown) => {
    console.error('The crash report could not be sent', failure);
    return null;
  });
  if (typeof error === 'object' && error !== null) reportedObjects.set(error, sending);
  else reportedValues.set(error, sending);
  return sending;
}

/**
 * The member's words about a crash: they join the report already sent (`describeCrash`).
 * When that report never reached the server, or can no longer be described, a new report
 * carries them. Throws when neither worked.
 */
export async function describeCrash(error: unknown, componentName: CrashBoundary, description: string): Promise<void> {
  const id = await reportCrashOnce(error, componentName);
  if (id) {
    try {
      const { data } = await apolloClient.mutate({ mutation: DescribeCrashMutation, variables: { id, description } });
      if (data?.describeCrash) return;
    } catch (failure) {
      // E.g. an hour has passed since the crash: her words go in a report of their own.
      console.error('The crash report could not be described', failure);
    }
  }
  await sendCrashReport(crashReportInput(errorDetails(error), { componentName, description }));
}

/** Spec §7: a manual report, "Manual Crash Report" with the member's description. */
export const manualReportInput = (description: string) => crashReportInput(MANUAL_REPORT_ERROR, { description });
