import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  LoginDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  UsernameSuggestionDocument,
} from '@/gql/graphql';
import { sessionStore, STORAGE_KEYS } from '@/lib/auth/session-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';

const user = {
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
  user,
});
const badInput = (message: string, field?: string) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } }],
});
const anyVariables = () => true;

function renderAt(path: string, element: React.ReactNode, mocks: MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

beforeEach(() => localStorage.clear());

describe('Login', () => {
  it('asks for both fields before sending anything', async () => {
    const { user: person } = renderAt('/login', <LoginForm />);
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check for errors')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please provide your email address');
    expect(field('Password')).toHaveAccessibleDescription('Please provide your password');
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/request-reset');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it("shows the server's error as-is, then Retry", async () => {
    const { user: person } = renderAt('/login', <LoginForm />, [
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
    expect(sessionStore.getToken()).toBeNull();
  });

  it('stores the token and the user, then follows redirectUrl (or the page the guard remembered)', async () => {
    const { router, user: person } = renderAt('/login?next=%2Fabout', <LoginForm />, [
      {
        request: { query: LoginDocument, variables: { input: { email: 'a@b.co', password: 'Secret-1!' } } },
        result: { data: { login: { ...payload('/'), user: { ...user, onboardingComplete: true } } } },
      },
    ]);
    await person.type(field('Email'), ' a@b.co ');
    await person.type(field('Password'), 'Secret-1!');
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(sessionStore.getToken()).toEqual({
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
    const { user: person } = renderAt('/login', <LoginForm />, [
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
});

const suggestion = (name: string): MockedResponse => ({
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
    const { user: person } = renderAt('/register', <RegisterForm />, [suggestion('CalmOtter123')]);
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
    const { user: person } = renderAt('/register', <RegisterForm />, [
      suggestion('CalmOtter123'),
      suggestion('BraveFinch456'),
    ]);
    await waitFor(() => expect(field('Username')).toHaveValue('CalmOtter123'));
    expect(field('Username')).toHaveAttribute('readonly');
    await person.click(screen.getByRole('button', { name: 'Generate a new username' }));
    await waitFor(() => expect(field('Username')).toHaveValue('BraveFinch456'));
  });

  it('requires the terms but not the research contact', async () => {
    const { user: person } = renderAt('/register', <RegisterForm />, [suggestion('CalmOtter123')]);
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check for errors')).toBeInTheDocument();
    expect(field('I agree to the Terms of Use')).toHaveAttribute('aria-invalid', 'true');
    expect(field("I'm happy to be contacted for research")).not.toHaveAttribute('aria-invalid');
  });

  it('maps a bad input to the spec text and shows the server message under its field', async () => {
    const { user: person } = renderAt('/register', <RegisterForm />, [
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
    const { user: person } = renderAt('/register', <RegisterForm />, [
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
    const { router, user: person } = renderAt('/register', <RegisterForm />, [
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
    ]);
    await waitFor(() => expect(field('Username')).toHaveValue('CalmOtter123'));
    await fillRegister(person);
    await person.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(sessionStore.getCachedUser()?.username).toBe('CalmOtter123');
  });
});

describe('Forgot and reset password', () => {
  it('checks that the emails match, then shows Instructions sent', async () => {
    const { user: person } = renderAt('/request-reset', <RequestResetForm />, [
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
    const { user: person } = renderAt('/request-reset', <RequestResetForm />, [
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

  it('sends the token and id from the link with the new password, and confirms', async () => {
    const { user: person } = renderAt('/reset-password?token=tok&id=u1', <ResetPasswordForm />, [
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
    const { user: person } = renderAt('/reset-password?token=tok&id=u1', <ResetPasswordForm />, [
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

  it('explains an incomplete link', () => {
    renderAt('/reset-password?token=tok', <ResetPasswordForm />);
    expect(screen.getByText('This reset link is incomplete.')).toBeInTheDocument();
  });
});
