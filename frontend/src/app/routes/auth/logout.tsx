import { redirect } from 'react-router';
import { paths } from '@/config/paths';

// Spec §2: logout ends at /login. The logout call and clearing the stored token join this
// loader when sign-in exists.
export function loader() {
  return redirect(paths.auth.login.getHref());
}
