import { useMutation } from '@apollo/client/react';
import { Sparkles } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckboxField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { email, required, type Rule } from '@/components/form/rules';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { completeSignIn } from '../api/complete-sign-in';
import type { UsernameSuggestionRef } from '../api/username-suggestion';
import { authMessages, registerFailure } from '../auth-errors';
import { newPasswordRules } from '../password-rules';
import { AuthFooter, AuthShell, authLinkClasses } from './auth-shell';
import { NewPasswordFields } from './new-password-fields';
import { UsernameField } from './username-field';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CompleteSignIn_authPayload @unmask
    }
  }
`);

type RegisterValues = {
  email: string;
  password: string;
  confirmPassword: string;
  username: string;
  tos: boolean;
  contact: boolean;
};

// Spec §5 "Register": every field but contact is required.
const rules: Rule<RegisterValues>[] = [
  required('email', 'Please provide your email address'),
  email('email'),
  ...newPasswordRules<RegisterValues>(),
  required('username', 'Please generate a username'),
  required('tos', 'Please accept the Terms of Use to join'),
];

const defaults: RegisterValues = {
  email: '',
  password: '',
  confirmPassword: '',
  username: '',
  tos: false,
  contact: false,
};

function TermsSummary() {
  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold text-brand-deep underline decoration-brand-deep/30 underline-offset-4">
        Read the Terms of Use
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Real Talk is a peer community. What members share is not medical advice.</li>
        <li>Be kind. Bullying, hate and harassment are removed.</li>
        <li>Keep it anonymous: don&apos;t share details that identify you or anyone else.</li>
        <li>Reported content is hidden while our moderators review it.</li>
      </ul>
    </details>
  );
}

export function RegisterForm({ usernameSuggestion }: { usernameSuggestion: UsernameSuggestionRef }) {
  const [register] = useMutation(RegisterMutation);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (
    <AuthShell
      titleId="register-title"
      title="Create your account"
      description="Join anonymously. It takes less than a minute."
      welcome="Ask anything. Share what helped. You're not alone."
      icon={Sparkles}
    >
      <Form
        labelledBy="register-title"
        defaultValues={defaults}
        rules={rules}
        validateOn="input"
        onSubmit={async (values) => {
          const { data } = await register({
            variables: { input: { ...values, email: values.email.trim() } },
          }).catch((error: unknown) => {
            throw registerFailure(error);
          });
          const target = await completeSignIn(data?.register, {
            noTokenMessage: authMessages.registerNoToken,
            next: params.get('next'),
          });
          await navigate(target, { replace: true });
        }}
        footer={
          <AuthFooter>
            Already a member?{' '}
            <Link to={paths.auth.login.getHref()} className={authLinkClasses}>
              Log in
            </Link>
          </AuthFooter>
        }
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <NewPasswordFields />
        <UsernameField suggestion={usernameSuggestion} />
        <CheckboxField
          name="tos"
          label="I agree to the Terms of Use"
          required
          description={<TermsSummary />}
        />
        <CheckboxField
          name="contact"
          label="I'm happy to be contacted for research"
          description="Optional. You can change this later in your profile."
        />
      </Form>
    </AuthShell>
  );
}
