import { useSyncExternalStore } from 'react';
import { auth } from './auth';

/** The auth state for components: re-renders on sign-in, sign-out and session end. */
export function useAuth() {
  return useSyncExternalStore(auth.subscribe, auth.getState);
}
