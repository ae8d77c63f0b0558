import type { ReactNode } from 'react';
import { SuspendedUntilContext } from '../hooks/use-known-suspension';
import { useSuspendedUntil } from '../hooks/use-suspended-until';

/**
 * Until when she is suspended, asked once for every reaction control on the pages inside
 * (a feed holds dozens: one query each made a phone's first screen slower). The page's
 * notice asks the server afresh, and the answer reaches these through the cache.
 */
export function SuspensionProvider({ children }: { children: ReactNode }) {
  const until = useSuspendedUntil({ fresh: false });
  return <SuspendedUntilContext value={until}>{children}</SuspendedUntilContext>;
}
