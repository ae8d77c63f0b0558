import { useMutation } from '@apollo/client/react';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { email, matches, required, type Rule } from '@/components/form/rules';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { authMessages } from '../auth-errors';
import { AuthFooter, AuthShell, authLinkClasses } from './auth-shell';

const RequestResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input)
  }
`);

type RequestResetValues = { email: string; confirmEmail: string };

// Spec §5 "Forgot password".
const rules: Rule<RequestResetValues>[] = [
  required('email', 'Please provide your email address'),
  email('email'),
  required('confirmEmail', 'Please confirm your email address'),
  matches('confirmEmail', 'email', 'Emails do not match'),
];

const defaults: RequestResetValues = { email: '', confirmEmail: '' };

/** Spec §2: the "Instructions sent" screen; the wording never says whether the account exists. */
function InstructionsSent() {
  return (
    <AuthShell
      titleId="instructions-sent-title"
      title="Instructions sent"
      welcome="Check your inbox. We'll have you back in no time."
      icon={MailCheck}
    >
      <div className="space-y-4 text-ink">
        <p className="text-lg font-semibold">{authMessages.instructionsSent}</p>
        <p className="text-ink-muted">
          The email should arrive within 5 minutes. If you can&apos;t find it, please check your spam or junk
          folder.
        </p>
        <ButtonLink to={paths.auth.login.getHref()} className="mt-4 w-full">
          Back to log in
        </ButtonLink>
      </div>
    </AuthShell>
  );
}

export function RequestResetForm() {
  const [requestReset] = useMutation(RequestResetMutation);
  const [sent, setSent] = useState(false);

  if (sent) return <InstructionsSent />;

  return (
    <AuthShell
      titleId="request-reset-title"
      title="Forgot your password?"
      description="Enter the email address you joined with and we'll send you a link to choose a new password."
      welcome="It happens to all of us. Let's get you back in."
      icon={KeyRound}
    >
      <Form
        labelledBy="request-reset-title"
        defaultValues={defaults}
        rules={rules}
        onSubmit={async (values) => {
          // Spec §8 "Forgot password": the server's error is shown, else 'Something went wrong...'.
          await requestReset({
            variables: { input: { email: values.email.trim(), confirmEmail: values.confirmEmail.trim() } },
          });
          setSent(true);
        }}
        footer={
          <AuthFooter>
            Remembered it?{' '}
            <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
              Log in
            </Link>
          </AuthFooter>
        }
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="confirmEmail" label="Confirm email" type="email" autoComplete="email" required />
      </Form>
    </AuthShell>
  );
}
