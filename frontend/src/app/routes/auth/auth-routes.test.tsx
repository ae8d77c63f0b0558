import type { userEvent } from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import {
  CurrentUserDocument,
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  UsernameSuggestionDocument,
} from '@/gql/graphql';
import { session } from '@/lib/auth/session';
import { STORAGE_KEYS } from '@/lib/auth/session-store';
import { myProfileMock, profileChoicesMock } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';
import { routes } from '../../routes';

const member = {
  __typename: 'CurrentUser' as const,
  id: 'u1',
  username: 'CalmOtter123',
  profileColour: '#f7a521',
  isAdmin: false,
  onboardingComplete: false,
};
const payload = (redirectUrl: string) => ({
  __typename: 'AuthPayload' as const,
  token: {
    __typename: 'TokenSet' as const,
    accessToken: 'access',
    refreshToken: 'refresh',
    tokenType: 'Bearer',
  },
  redirectUrl,
});
/** The server's answer to `me` once the token is stored (spec §4: store the token, fetch the user). */
const me = (user: Partial<typeof member> = {}): GraphQLMock => ({
  request: { query: CurrentUserDocument },
  result: { data: { me: { ...member, ...user } } },
});
const badInput = (message: string, field?: string) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } }],
});
const anyVariables = () => true;

function renderAt(path: string, mocks: GraphQLMock[] = []) {
  return renderRoute({ routes, path, mocks });
}

/** The page's form, once the route has loaded. */
async function formAt(path: string, heading: string, mocks: GraphQLMock[] = []) {
  const view = renderAt(path, mocks);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('Login', () => {
  it('asks for both fields before sending anything', async () => {
    const { user: person } = await formAt('/login', 'Log in');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check for errors')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please provide your email address');
    expect(field('Password')).toHaveAccessibleDescription('Please provide your password');
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/request-reset');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it("shows the server's error as-is, then Retry", async () => {
    const { user: person } = await formAt('/login', 'Log in', [
      {
        request: { query: LoginDocument, variables: anyVariables },
        result: badInput('Invalid email or password.'),
      },
    ]);
    await person.type(field('Email'), 'a@b.co');
    await person.type(field('Password'), 'wrong');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(session.token()).toBeNull();
  });

  it('stores the token, fetches the user, then follows redirectUrl (or the page the guard remembered)', async () => {
    const { router, user: person } = await formAt('/login?next=%2Fabout', 'Log in', [
      {
        request: { query: LoginDocument, variables: { input: { email: 'a@b.co', password: 'Secret-1!' } } },
        result: { data: { login: payload('/') } },
      },
      me({ onboardingComplete: true }),
    ]);
    await person.type(field('Email'), ' a@b.co ');
    await person.type(field('Password'), 'Secret-1!');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(session.token()).toEqual({
      accessToken: 'access',
      refreshToken: 'refresh',
      tokenType: 'Bearer',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cachedUser) ?? '')).toEqual({
      id: 'u1',
      username: 'CalmOtter123',
      profileColour: '#f7a521',
      isAdmin: false,
      onboardingComplete: true,
    });
  });

  it('fails with the spec text when no token comes back', async () => {
    const { user: person } = await formAt('/login', 'Log in', [
      {
        request: { query: LoginDocument, variables: anyVariables },
        result: { data: { login: { ...payload('/'), token: { ...payload('/').token, accessToken: '' } } } },
      },
    ]);
    await person.type(field('Email'), 'a@b.co');
    await person.type(field('Password'), 'x');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login unsuccessful, please check your details and try again.',
    );
  });

  it('fails the same way, keeping no token, when the server cannot say whose token it is', async () => {
    const { router, user: person } = await formAt('/login', 'Log in', [
      { request: { query: LoginDocument, variables: anyVariables }, result: { data: { login: payload('/') } } },
      { request: { query: CurrentUserDocument }, result: { data: { me: null } } },
    ]);
    await person.type(field('Email'), 'a@b.co');
    await person.type(field('Password'), 'x');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login unsuccessful, please check your details and try again.',
    );
    expect(session.token()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});

const suggestion = (name: string): GraphQLMock => ({
  request: { query: UsernameSuggestionDocument },
  result: { data: { usernameSuggestion: name } },
});

async function fillRegister(person: ReturnType<typeof userEvent.setup>) {
  await person.type(field('Email'), 'new@member.co');
  await person.type(field('Password'), 'Secret-pass1');
  await person.type(field('Confirm password'), 'Secret-pass1');
  await person.click(field('I agree to the Terms of Use'));
}

describe('Register', () => {
  it('validates on input with the spec messages', async () => {
    const { user: person } = await formAt('/register', 'Create your account', [suggestion('CalmOtter123')]);
    await person.type(field('Email'), 'nope');
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Invalid email address'));
    await person.type(field('Password'), 'short');
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Passwords should be at least 8 characters'),
      ),
    );
    await person.type(field('Password'), 'ENOUGH');
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Passwords should contain a number'),
      ),
    );
    await person.type(field('Confirm password'), 'different');
    await waitFor(() =>
      expect(field('Confirm password')).toHaveAccessibleDescription('Passwords do not match'),
    );
    // Nothing about the untouched checkbox yet.
    expect(field('I agree to the Terms of Use')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a generated, read-only username and draws another on request', async () => {
    const { user: person } = await formAt('/register', 'Create your account', [
      suggestion('CalmOtter123'),
      suggestion('BraveFinch456'),
    ]);
    await waitFor(() => expect(field('Username')).toHaveValue('CalmOtter123'));
    expect(field('Username')).toHaveAttribute('readonly');
    await person.click(screen.getByRole('button', { name: 'Generate a new username' }));
    await waitFor(() => expect(field('Username')).toHaveValue('BraveFinch456'));
  });

  it('requires the terms but not the research contact', async () => {
    const { user: person } = await formAt('/register', 'Create your account', [suggestion('CalmOtter123')]);
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check for errors')).toBeInTheDocument();
    expect(field('I agree to the Terms of Use')).toHaveAttribute('aria-invalid', 'true');
    expect(field("I'm happy to be contacted for research")).not.toHaveAttribute('aria-invalid');
  });

  it('maps a bad input to the spec text and shows the server message under its field', async () => {
    const { user: person } = await formAt('/register', 'Create your account', [
      suggestion('CalmOtter123'),
      {
        request: { query: RegisterDocument, variables: anyVariables },
        result: badInput('That password is too common', 'password'),
      },
    ]);
    await waitFor(() => expect(field('Username')).toHaveValue('CalmOtter123'));
    await fillRegister(person);
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your details and try again.');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('That password is too common'),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('maps a server fault to the spec text', async () => {
    const { user: person } = await formAt('/register', 'Create your account', [
      suggestion('CalmOtter123'),
      {
        request: { query: RegisterDocument, variables: anyVariables },
        result: { errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      },
    ]);
    await waitFor(() => expect(field('Username')).toHaveValue('CalmOtter123'));
    await fillRegister(person);
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to register, please retry or try refreshing the page.',
    );
  });

  it('signs the new member in and goes to /onboarding', async () => {
    const { router, user: person } = await formAt('/register', 'Create your account', [
      suggestion('CalmOtter123'),
      {
        request: {
          query: RegisterDocument,
          variables: {
            input: {
              email: 'new@member.co',
              password: 'Secret-pass1',
              confirmPassword: 'Secret-pass1',
              username: 'CalmOtter123',
              tos: true,
              contact: false,
            },
          },
        },
        result: { data: { register: payload('/onboarding') } },
      },
      me(),
      myProfileMock(),
      profileChoicesMock,
    ]);
    await waitFor(() => expect(field('Username')).toHaveValue('CalmOtter123'));
    await fillRegister(person);
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    // The onboarding route module is a larger lazy chunk than the auth screens.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Real Talk' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(session.user()?.username).toBe('CalmOtter123');
  });
});

describe('Forgot and reset password', () => {
  it('checks that the emails match, then shows Instructions sent', async () => {
    const { user: person } = await formAt('/request-reset', 'Forgot your password?', [
      {
        request: {
          query: RequestPasswordResetDocument,
          variables: { input: { email: 'a@b.co', confirmEmail: 'a@b.co' } },
        },
        result: { data: { requestPasswordReset: 'If that email address exists…' } },
      },
    ]);
    await person.type(field('Email'), 'a@b.co');
    await person.type(field('Confirm email'), 'a@b.cd');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(field('Confirm email')).toHaveAccessibleDescription('Emails do not match');

    await person.clear(field('Confirm email'));
    await person.type(field('Confirm email'), 'a@b.co');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Instructions sent' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'If that email address exists, instructions for resetting your password have been sent to your email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 5 minutes/)).toHaveTextContent(/spam/);
  });

  it("shows the server's error for a failed request, else Something went wrong...", async () => {
    const { user: person } = await formAt('/request-reset', 'Forgot your password?', [
      {
        request: { query: RequestPasswordResetDocument, variables: anyVariables },
        result: {
          errors: [
            { message: 'Too many requests, please wait a minute', extensions: { code: 'RATE_LIMITED' } },
          ],
        },
      },
      {
        request: { query: RequestPasswordResetDocument, variables: anyVariables },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await person.type(field('Email'), 'a@b.co');
    await person.type(field('Confirm email'), 'a@b.co');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please wait a minute');
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong...'));
  });

  it("shows a FORBIDDEN answer to its mutation in place: the server's message, no trip to /forbidden", async () => {
    const { router, user: person } = await formAt('/request-reset', 'Forgot your password?', [
      {
        request: { query: RequestPasswordResetDocument, variables: anyVariables },
        result: { data: null, errors: [{ message: 'Resets are switched off', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    await person.type(field('Email'), 'a@b.co');
    await person.type(field('Confirm email'), 'a@b.co');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resets are switched off');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request-reset');
  });

  it('sends the token and id from the link with the new password, and confirms', async () => {
    const { user: person } = await formAt('/reset-password?token=tok&id=u1', 'Choose a new password', [
      {
        request: {
          query: ResetPasswordDocument,
          variables: {
            input: { password: 'New-pass-1', confirmPassword: 'New-pass-1', token: 'tok', id: 'u1' },
          },
        },
        result: { data: { resetPassword: true } },
      },
    ]);
    await person.type(field('New password'), 'New-pass-1');
    await person.type(field('Confirm new password'), 'New-pass-1');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('reads one failure text for every reset failure', async () => {
    const { user: person } = await formAt('/reset-password?token=tok&id=u1', 'Choose a new password', [
      {
        request: { query: ResetPasswordDocument, variables: anyVariables },
        result: badInput('Reset link expired'),
      },
    ]);
    await person.type(field('New password'), 'New-pass-1');
    await person.type(field('Confirm new password'), 'New-pass-1');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again or contact us for help.',
    );
  });

  it('says a spent link was already used, and leads to a new one', async () => {
    const used = 'This reset link has already been used. Please request a new one.';
    const { user: person } = await formAt('/reset-password?token=tok&id=u1', 'Choose a new password', [
      {
        request: { query: ResetPasswordDocument, variables: anyVariables },
        result: { errors: [{ message: used, extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await person.type(field('New password'), 'New-pass-1');
    await person.type(field('Confirm new password'), 'New-pass-1');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.queryByText('Failed to reset password. Please try again or contact us for help.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/request-reset');
    expect(screen.queryByRole('button', { name: /Submit|Retry/ })).not.toBeInTheDocument();
  });

  it('explains an incomplete link', async () => {
    await formAt('/reset-password?token=tok', 'Choose a new password');
    expect(screen.getByText('This reset link is incomplete.')).toBeInTheDocument();
  });
});
