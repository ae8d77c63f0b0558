import { useMutation } from '@apollo/client/react';
import { HeartHandshake } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/fields';
import { required, type Rule } from '@/components/form/rules';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { completeSignIn } from '../api/complete-sign-in';
import { authMessages } from '../auth-errors';
import { AuthFooter, AuthShell, authLinkClasses } from './auth-shell';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CompleteSignIn_authPayload @unmask
    }
  }
`);

type LoginValues = { email: string; password: string };

// Spec §5 "Login". Only presence is checked here: the server judges the rest.
const rules: Rule<LoginValues>[] = [
  required('email', 'Please provide your email address'),
  required('password', 'Please provide your password'),
];

const defaults: LoginValues = { email: '', password: '' };

export function LoginForm() {
  const [login] = useMutation(LoginMutation);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return (
    <AuthShell
      titleId="login-title"
      title="Log in"
      description="Welcome back. We're glad you're here."
      welcome="Real talk about women's health, in a space that's yours."
      icon={HeartHandshake}
    >
      <Form
        labelledBy="login-title"
        defaultValues={defaults}
        rules={rules}
        onSubmit={async (values) => {
          // Spec §8 "Login": the server's error is shown as-is (the form engine's default).
          const { data } = await login({
            variables: { input: { email: values.email.trim(), password: values.password } },
          });
          const target = await completeSignIn(data?.login, {
            noTokenMessage: authMessages.loginNoToken,
            next: params.get('next'),
          });
          await navigate(target, { replace: true });
        }}
        footer={
          <AuthFooter>
            New here?{' '}
            <Link to={paths.auth.register.getHref()} className={authLinkClasses}>
              Create an account
            </Link>
          </AuthFooter>
        }
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <div>
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <p className="mt-2 text-right text-sm">
            <Link to={paths.auth.requestReset.getHref()} className={authLinkClasses}>
              Forgot password?
            </Link>
          </p>
        </div>
      </Form>
    </AuthShell>
  );
}
