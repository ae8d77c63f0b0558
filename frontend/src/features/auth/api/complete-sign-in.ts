import { FormError } from '@/components/form/form-error';
import { safeLocalPath } from '@/config/paths';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { apolloClient } from '@/lib/apollo-client';
import { auth } from '@/lib/auth/auth';
import { toCachedUser } from '@/lib/auth/session-store';

/** What login and register both answer, selected once. */
export const SignedInFragment = graphql(`
  fragment SignedIn on AuthPayload {
    token {
      accessToken
      refreshToken
      tokenType
    }
    redirectUrl
    user {
      id
      username
      profileColour
      isAdmin
      onboardingComplete
    }
  }
`);

/**
 * Spec §4 "Login or register success": store the token and the user, then go to the
 * returned redirectUrl or /. `next` (the page a guard sent the person away from) wins over
 * a plain "/", never over "/onboarding". Returns the path to go to.
 */
export async function completeSignIn(
  signedIn: FragmentType<typeof SignedInFragment> | null | undefined,
  { noTokenMessage, next }: { noTokenMessage: string; next?: string | null },
): Promise<string> {
  const payload = getFragmentData(SignedInFragment, signedIn);
  const token = payload?.token;
  if (!token?.accessToken || !token.refreshToken || !payload?.user) throw new FormError(noTokenMessage);
  // Nothing cached for an earlier visitor of this tab may show to the new one.
  await apolloClient.clearStore();
  auth.signIn(token, toCachedUser(payload.user));
  const target = safeLocalPath(payload.redirectUrl) ?? '/';
  return target === '/' ? (safeLocalPath(next) ?? target) : target;
}
