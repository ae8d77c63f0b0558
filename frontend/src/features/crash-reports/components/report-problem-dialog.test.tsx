import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { ReportCrashDocument } from '@/gql/graphql';
import { apolloClient } from '@/lib/apollo-client';
import { serveGraphQL } from '@/testing/render-route';
import { ReportProblemButton } from './report-problem-dialog';

const manualReport = (description: string) => ({
  input: {
    error: { name: 'ManualReport', message: 'Manual Crash Report', stack: null, cause: null, code: null, statusCode: null },
    componentName: null,
    location: '/post/p1',
    browser: 'Other',
    description,
  },
});

function renderDialog() {
  const user = userEvent.setup();
  render(
    <ApolloProvider client={apolloClient}>
      <ReportProblemButton />
      <ToastContainer />
    </ApolloProvider>,
  );
  return user;
}

describe('ReportProblemDialog', () => {
  beforeEach(() => window.history.replaceState(null, '', '/post/p1?comments=true'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("sends a manual report with her description and thanks her", async () => {
    const answer = vi.fn(() => ({ data: { reportCrash: 'cr1' } }));
    serveGraphQL([
      { request: { query: ReportCrashDocument, variables: manualReport('The feed keeps spinning') }, result: answer },
    ]);
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Describe what happened...' }), '  The feed keeps spinning ');
    await user.click(submit);

    expect(await screen.findByText('Thank you. Your report has been sent.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says when the report could not be sent, and keeps her words for a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveGraphQL([
      {
        request: { query: ReportCrashDocument, variables: manualReport('Broken') },
        result: { data: null, errors: [{ message: 'Too many reports', extensions: { code: 'RATE_LIMITED' } }] },
      },
    ]);
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    await user.type(await screen.findByRole('textbox', { name: 'Describe what happened...' }), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your report. Please try again.");
    expect(screen.getByRole('textbox', { name: 'Describe what happened...' })).toHaveValue('Broken');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    vi.restoreAllMocks();
  });
});
