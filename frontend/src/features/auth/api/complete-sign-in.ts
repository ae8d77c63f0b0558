import { FormError } from '@/components/form/form-error';
import { safeLocalPath } from '@/config/paths';
import { graphql } from '@/gql';
import type { CompleteSignIn_AuthPayloadFragment } from '@/gql/graphql';
import { auth } from '@/lib/auth/auth';
import { session } from '@/lib/auth/session';

// What login and register both answer, selected once. Read outside React, so the mutations
// spread it with `@unmask`.
graphql(`
  fragment CompleteSignIn_authPayload on AuthPayload {
    token {
      accessToken
      refreshToken
      tokenType
    }
    redirectUrl
  }
`);

/**
 * Spec §4 "Login or register success": store the token, fetch the user, then go to the
 * returned redirectUrl or /. `next` (the page a guard sent the person away from) wins over
 * a plain "/", never over "/onboarding". Returns the path to go to.
 */
export async function completeSignIn(
  payload: Omit<CompleteSignIn_AuthPayloadFragment, ' $fragmentName'> | null | undefined,
  { noTokenMessage, next }: { noTokenMessage: string; next?: string | null },
): Promise<string> {
  if (!payload?.token.accessToken || !payload.token.refreshToken) throw new FormError(noTokenMessage);
  const { token } = payload;
  const user = await auth.signIn(token);
  if (!user) {
    // Half a sign-in is none: forget the token the server could not put a name to.
    await session.end({ redirect: false });
    throw new FormError(noTokenMessage);
  }
  const target = safeLocalPath(payload.redirectUrl) ?? '/';
  return target === '/' ? (safeLocalPath(next) ?? target) : target;
}
