import { createContext, useContext } from 'react';

/** Until when she is suspended, as `SuspensionProvider` asked it once for the page. */
export const SuspendedUntilContext = createContext<string | null>(null);

/** What `SuspensionProvider` knows: until when she is suspended (an ISO date), or null. */
export function useKnownSuspension(): string | null {
  return useContext(SuspendedUntilContext);
}
