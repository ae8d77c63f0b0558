import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireGuest } from '@/app/guards';
import { preloadUsernameSuggestion } from '@/features/auth/api/username-suggestion';
import { RegisterForm } from '@/features/auth/components/register-form';
import { awaitPageQueries, type LoaderData } from '@/lib/route-queries';

export function loader({ request }: LoaderFunctionArgs) {
  // The guest guard runs alongside; checking first spares a signed-in visitor the request.
  requireGuest(request);
  return awaitPageQueries({ usernameSuggestion: preloadUsernameSuggestion() });
}

export function Component() {
  const { usernameSuggestion } = useLoaderData<LoaderData<typeof loader>>();
  return <RegisterForm usernameSuggestion={usernameSuggestion} />;
}
