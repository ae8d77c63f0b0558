import { print } from 'graphql';
import { GRAPHQL_URL } from '@/config/api';
import type { ProfileInput } from '@/gql/graphql';
import { authHeaders } from '@/lib/auth/session-calls';
import { session } from '@/lib/auth/session';
import { UpdateProfileMutation } from './profile-documents';

/**
 * The last unsaved profile change, sent as the tab closes or reloads: `fetch` with
 * `keepalive` outlives the page (Apollo's requests do not), with the same bearer headers the
 * Apollo link sends. Nobody is left to read the answer, so failures are ignored.
 */
export function saveProfileOnExit(input: ProfileInput) {
  const token = session.token();
  if (!token) return;
  void fetch(GRAPHQL_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...authHeaders(token) },
    body: JSON.stringify({
      operationName: 'UpdateProfile',
      query: print(UpdateProfileMutation),
      variables: { input },
    }),
  }).catch(() => undefined);
}
