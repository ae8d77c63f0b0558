import { screen, waitFor, within } from '@testing-library/react';
import { data, Outlet, type RouteObject } from 'react-router';
import { DescribeCrashDocument, ReportCrashDocument } from '@/gql/graphql';
import { auth } from '@/lib/auth/auth';
import { session } from '@/lib/auth/session';
import type { CachedUser } from '@/lib/auth/session-store';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { RouteError } from './route-error';
import { routes } from './routes';

const member: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: true,
};
const admin: CachedUser = { ...member, id: 'a1', username: 'CalmOtter123', isAdmin: true };

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

class BoomError extends Error {
  constructor() {
    super('render failed for someone@example.com');
    this.name = 'BoomError';
  }
}

function Boom(): never {
  throw new BoomError();
}

/** The app's shape: a root without an errorElement, a layout with the crash screen, the page. */
function failingRoutes(route: { Component: () => never; loader?: () => never }): RouteObject[] {
  return [
    {
      HydrateFallback: () => null,
      children: [{ Component: Outlet, errorElement: <RouteError />, children: [{ path: '/post/:id', ...route }] }],
    },
  ];
}

/**
 * What the server hears: each reportCrash's variables. It answers with the next of `answers`
 * (an id, or null for a refusal), the last one again once they run out.
 */
function reportCrashMock(answers: (string | null)[] = ['cr1']) {
  const sent: Record<string, unknown>[] = [];
  const mock: GraphQLMock = {
    request: { query: ReportCrashDocument, variables: () => true },
    maxUsageCount: 10,
    result: (variables) => {
      const id = answers[Math.min(sent.length, answers.length - 1)];
      sent.push(variables);
      return id
        ? { data: { reportCrash: id } }
        : { data: null, errors: [{ message: 'Too many reports', extensions: { code: 'RATE_LIMITED' } }] };
    },
  };
  return { sent, mock };
}

function renderCrash({ mocks = [], signedInAs = null }: { mocks?: GraphQLMock[]; signedInAs?: CachedUser | null } = {}) {
  return renderRoute({ routes: failingRoutes({ Component: Boom }), path: '/post/p1', mocks, signedInAs });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' });

describe('RouteError', () => {
  beforeEach(() => {
    // React and the router report the caught error on the console; keep the output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The tab's address, as the browser has it (the memory router does not change it).
    window.history.replaceState(null, '', '/post/p1?token=secret-reset-token&email=someone%40example.com#comments');
    Object.defineProperty(navigator, 'userAgent', { value: FIREFOX, configurable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(navigator, 'userAgent');
    Reflect.deleteProperty(navigator, 'userAgentData');
  });

  it('tells an anonymous visitor what to try, and reports the crash once: the path and browser only', async () => {
    const { sent, mock } = reportCrashMock();
    renderCrash({ mocks: [mock] });
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText(/refreshing the page or clearing your browser cache/)).toHaveTextContent(/contact support/);
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /stack/i })).not.toBeInTheDocument();

    await waitFor(() => expect(sent).toHaveLength(1));
    const { input } = sent[0] as { input: Record<string, unknown> & { error: Record<string, unknown> } };
    expect(input.location).toBe('/post/p1');
    expect(input.browser).toBe('Firefox 133');
    expect(input.componentName).toBe('RouteError');
    expect(input.error).toMatchObject({ name: 'BoomError', message: 'render failed for [email]' });
    expect(input.error.stack).toEqual(expect.any(String));
    // Nothing that identifies the visitor or her session leaves the browser.
    const text = JSON.stringify(sent);
    for (const secret of ['secret-reset-token', 'someone', '%40', 'Mozilla', 'Gecko']) {
      expect(text).not.toContain(secret);
    }
    // Later renders send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
  });

  it("names the browser from its client hints when it has them ('Edge 131')", async () => {
    Object.defineProperty(navigator, 'userAgentData', {
      value: {
        brands: [
          { brand: 'Not A(Brand', version: '8' },
          { brand: 'Chromium', version: '131' },
          { brand: 'Microsoft Edge', version: '131' },
        ],
      },
      configurable: true,
    });
    const { sent, mock } = reportCrashMock();
    renderCrash({ mocks: [mock] });
    await heading();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { input: { browser: string } }).input.browser).toBe('Edge 131');
  });

  it('lets a member describe what happened: her words go with describeCrash, then thanks', async () => {
    const { sent, mock } = reportCrashMock(['cr7']);
    const described = vi.fn(() => ({ data: { describeCrash: true } }));
    const { user } = renderCrash({
      signedInAs: member,
      mocks: [
        mock,
        {
          request: { query: DescribeCrashDocument, variables: { id: 'cr7', description: 'I pressed Post and it went blank' } },
          result: described,
        },
      ],
    });
    expect(await heading()).toBeInTheDocument();
    expect(screen.queryByText(/clearing your browser cache/)).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Describe what happened...' });
    expect(box).toHaveAttribute('placeholder', 'Describe what happened...');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(box, '   ');
    expect(submit).toBeDisabled();
    await user.type(box, 'I pressed Post and it went blank ');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your report has been sent.');
    expect(described).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("swallows a failed report; the member's words then go in a report of their own", async () => {
    const { sent, mock } = reportCrashMock([null, 'cr8']);
    const { user } = renderCrash({ signedInAs: member, mocks: [mock] });
    await heading();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(console.error).toHaveBeenCalledWith('The crash report could not be sent', expect.anything());

    await user.type(screen.getByRole('textbox', { name: 'Describe what happened...' }), 'It broke');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your report has been sent.');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ input: { description: 'It broke', location: '/post/p1', error: { name: 'BoomError' } } });
  });

  it('shows an admin the error name, the message and the stack on demand', async () => {
    const { sent, mock } = reportCrashMock();
    const { user } = renderCrash({ signedInAs: admin, mocks: [mock] });
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText('BoomError')).toBeInTheDocument();
    expect(screen.getByText('render failed for someone@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show stack', expanded: false });
    const stack = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(stack).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide stack');
    expect(stack).toBeVisible();
    expect(stack.tagName).toBe('PRE');
    expect(stack).toHaveTextContent('BoomError');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(stack).not.toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('shows Page Not Found when a loader answers 404', async () => {
    renderRoute({
      routes: failingRoutes({
        Component: Boom,
        loader: () => {
          throw data(null, { status: 404 });
        },
      }),
      path: '/post/p1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("leaves an error in the crash screen itself to the router's own screen", async () => {
    vi.spyOn(session, 'user').mockImplementation(() => {
      throw new Error('the crash screen broke too');
    });
    renderCrash({ signedInAs: member, mocks: [reportCrashMock().mock] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the crash screen broke too')).toBeInTheDocument();
  });
});

describe("the router's own error screen", () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows "Unexpected Application Error!" for an error outside the layouts', async () => {
    // The members' guard sits above every layout: nothing but the router catches its failure.
    vi.spyOn(auth, 'ensure').mockRejectedValue(new Error('the guard broke'));
    renderRoute({ routes, path: '/profile', signedInAs: member });
    expect(await screen.findByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    const main = document.body;
    expect(within(main).getByText('the guard broke')).toBeInTheDocument();
    expect(within(main).queryByText('Oops! Something went wrong.')).not.toBeInTheDocument();
  });
});
