import { useMutation } from '@apollo/client/react';
import { CircleCheck, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Form } from '@/components/form/form';
import { FormError } from '@/components/form/form-error';
import type { Rule } from '@/components/form/rules';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { authMessages, isResetLinkUsed, RESET_LINK_USED, resetFailure } from '../auth-errors';
import { newPasswordRules } from '../password-rules';
import { AuthFooter, AuthShell, authLinkClasses } from './auth-shell';
import { NewPasswordFields } from './new-password-fields';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

type ResetValues = { password: string; confirmPassword: string };

// Spec §5 "Reset password": the register password rules plus the match.
const rules: Rule<ResetValues>[] = newPasswordRules<ResetValues>();

const defaults: ResetValues = { password: '', confirmPassword: '' };

function PasswordChanged() {
  return (
    <AuthShell
      titleId="password-reset-title"
      title="Password changed"
      welcome="All set. Welcome back to the conversation."
      icon={CircleCheck}
    >
      <div className="space-y-4">
        <p className="text-lg font-semibold text-ink">Your password has been reset.</p>
        <p className="text-ink-muted">You can now log in with your new password.</p>
        <ButtonLink to={paths.auth.login.getHref()} className="mt-4 w-full">
          Log in
        </ButtonLink>
      </div>
    </AuthShell>
  );
}

export function ResetPasswordForm() {
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const [linkUsed, setLinkUsed] = useState(false);
  // Spec §2: the emailed link carries the token and the user id in the query string.
  const token = params.get('token') ?? '';
  const id = params.get('id') ?? '';

  if (done) return <PasswordChanged />;

  return (
    <AuthShell
      titleId="reset-password-title"
      title="Choose a new password"
      description="Pick something strong that you don't use anywhere else."
      welcome="A fresh start, in just a moment."
      icon={LockKeyhole}
    >
      {linkUsed ? (
        <div className="space-y-4">
          <ErrorMessage title={RESET_LINK_USED} />
          <ButtonLink to={paths.auth.requestReset.getHref()} className="w-full">
            Request a new link
          </ButtonLink>
        </div>
      ) : !token || !id ? (
        <div className="space-y-4">
          <ErrorMessage
            title="This reset link is incomplete."
            detail="Please open the link from your email again, or ask for a new one."
          />
          <ButtonLink to={paths.auth.requestReset.getHref()} className="w-full">
            Ask for a new link
          </ButtonLink>
        </div>
      ) : (
        <Form
          labelledBy="reset-password-title"
          defaultValues={defaults}
          rules={rules}
          validateOn="input"
          statusMessages={{ fail: authMessages.resetFailed }}
          onSubmit={async (values) => {
            const reset = await resetPassword({ variables: { input: { ...values, token, id } } }).then(
              ({ data }) => data?.resetPassword === true,
              (error: unknown) => {
                // A spent link says so, with the way to a new one; every other failure reads the same (spec §8).
                if (isResetLinkUsed(error)) return null;
                throw resetFailure(error);
              },
            );
            if (reset === null) {
              setLinkUsed(true);
              return;
            }
            if (!reset) throw new FormError(authMessages.resetFailed);
            setDone(true);
          }}
          footer={
            <AuthFooter>
              Link expired?{' '}
              <Link to={paths.auth.requestReset.getHref()} className={authLinkClasses}>
                Ask for a new one
              </Link>
            </AuthFooter>
          }
        >
          <NewPasswordFields label="New password" />
        </Form>
      )}
    </AuthShell>
  );
}
