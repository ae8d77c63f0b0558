import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { DescribeCrashDocument, ReportCrashDocument } from '@/gql/graphql';
import { ApiError } from '@/lib/api-error';
import { serveGraphQL } from '@/testing/render-route';
import {
  browserName,
  crashReportInput,
  describeCrash,
  errorDetails,
  manualReportInput,
  redact,
  reportCrashOnce,
} from './crash-report';

describe('browserName', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15', 'Safari 17'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1', 'Safari 17'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70', 'Edge 131'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera 115'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1', 'Chrome 131'],
    ['Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/28.1.0', 'Other'],
    ['', 'Other'],
  ])('%s → %s', (userAgent, name) => {
    expect(browserName({ userAgent })).toBe(name);
  });

  it('prefers the client hints, and reads only the family and major version', () => {
    const brands = (...list: [string, string][]) => ({ brands: list.map(([brand, version]) => ({ brand, version })) });
    const userAgent = 'Mozilla/5.0 Firefox/1.0';
    expect(browserName({ userAgent, userAgentData: brands(['Not_A Brand', '24'], ['Chromium', '131'], ['Google Chrome', '131']) })).toBe(
      'Chrome 131',
    );
    expect(browserName({ userAgent, userAgentData: brands(['Chromium', '131'], ['Microsoft Edge', '131']) })).toBe('Edge 131');
    // Brands it does not know (another browser's): the user agent decides.
    expect(browserName({ userAgent, userAgentData: brands(['Not_A Brand', '24']) })).toBe('Firefox 1');
  });
});

describe('redact', () => {
  it('blanks out e-mail addresses, tokens and query strings, keeping stack positions', () => {
    expect(redact('No account for jane.doe+x@example.co.uk.')).toBe('No account for [email].');
    expect(redact('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc-_123 expired')).toBe('token [token] expired');
    expect(redact('Authorization: Bearer abc.def/ghi=')).toBe('Authorization: Bearer [token]');
    expect(redact('at load (https://forum.example/assets/main.js?v=3&token=x:10:5)')).toBe(
      'at load (https://forum.example/assets/main.js:10:5)',
    );
    // Firefox's stack frames are function@url: no address there.
    expect(redact('Boom@http://localhost:5173/src/app.tsx:3:9')).toBe('Boom@http://localhost:5173/src/app.tsx:3:9');
  });
});

describe('errorDetails', () => {
  it('reads an error with its cause, code and status', () => {
    const error = new ApiError(502, 'Bad gateway');
    (error as Error).cause = new TypeError('fetch failed');
    expect(errorDetails(error)).toMatchObject({
      name: 'ApiError',
      message: 'Bad gateway',
      cause: 'TypeError: fetch failed',
      statusCode: 502,
      code: null,
    });
    expect(errorDetails(error).stack).toContain('Bad gateway');
  });

  it("takes a GraphQL failure's code", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(errorDetails(error)).toMatchObject({ code: 'FORBIDDEN', message: 'Not allowed' });
  });

  it("reads a route's error response and anything else thrown", () => {
    // What the router makes of `throw data(…, {status})` in a loader.
    const response = new ErrorResponse(503, 'Service Unavailable', 'Upstream down');
    expect(errorDetails(response)).toMatchObject({
      name: 'ErrorResponse',
      message: '503 Service Unavailable',
      cause: 'Upstream down',
      statusCode: 503,
    });
    expect(errorDetails('plain text')).toMatchObject({ name: 'Error', message: 'plain text' });
    expect(errorDetails({ reason: 'odd' })).toMatchObject({ name: 'Error', message: '{"reason":"odd"}' });
  });
});

describe('crashReportInput', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends the path without its query string, and the manual report of spec §7', () => {
    window.history.replaceState(null, '', '/reset-password?token=t0k3n&id=u1#top');
    const input = manualReportInput('The Post button did nothing; write to me@example.com');
    expect(input).toEqual({
      error: { name: 'ManualReport', message: 'Manual Crash Report', stack: null, cause: null, code: null, statusCode: null },
      componentName: null,
      location: '/reset-password',
      browser: 'Other',
      description: 'The Post button did nothing; write to [email]',
    });
    expect(crashReportInput({ name: 'X', message: 'y' }, { componentName: 'RouteError' })).not.toHaveProperty('description');
  });
});

describe('reportCrashOnce', () => {
  it('sends one report per crash, however often it is shown', async () => {
    const answer = vi.fn(() => ({ data: { reportCrash: 'cr1' } }));
    serveGraphQL([{ request: { query: ReportCrashDocument, variables: () => true }, maxUsageCount: 5, result: answer }]);
    const error = new Error('once');
    const ids = await Promise.all([reportCrashOnce(error, 'RouteError'), reportCrashOnce(error, 'RouteError')]);
    expect(await reportCrashOnce(error, 'AppErrorBoundary')).toBe('cr1');
    expect(ids).toEqual(['cr1', 'cr1']);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('swallows its own failure: logged, answered null', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveGraphQL([{ request: { query: ReportCrashDocument, variables: () => true }, error: new Error('offline') }]);
    await expect(reportCrashOnce(new Error('twice unlucky'), 'RouteError')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith('The crash report could not be sent', expect.anything());
    logged.mockRestore();
  });
});

describe('describeCrash', () => {
  it('puts her words in a report of their own when the first can no longer be described', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: unknown[] = [];
    serveGraphQL([
      {
        request: { query: ReportCrashDocument, variables: () => true },
        maxUsageCount: 2,
        result: (variables: { input: unknown }) => {
          reports.push(variables.input);
          return { data: { reportCrash: `cr${reports.length}` } };
        },
      },
      {
        request: { query: DescribeCrashDocument, variables: { id: 'cr1', description: 'It went blank' } },
        result: { errors: [{ message: 'Crash report not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await describeCrash(new Error('late'), 'RouteError', 'It went blank');
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatchObject({ description: 'It went blank', error: { message: 'late' } });
    expect(logged).toHaveBeenCalledWith('The crash report could not be described', expect.anything());
    logged.mockRestore();
  });
});
