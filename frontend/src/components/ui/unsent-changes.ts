import { createContext, useContext, useEffect, useId, useMemo } from 'react';

/** What a form tells the guard: whether it holds words not sent yet, and whether a draft keeps them. */
export type UnsentChanges = { keptAsDraft: boolean };

export type UnsentChangesRegistry = {
  mark(id: string, unsent: UnsentChanges | null): void;
};

export const UnsentChangesContext = createContext<UnsentChangesRegistry | null>(null);

/**
 * A form with words not sent yet says so (`mark(true)`), and leaving the page then asks
 * first (see `UnsentChangesGuard`). `mark(false)` once they are sent or discarded, before
 * navigating away on purpose. Unmounting forgets the form.
 */
export function useUnsentChanges({ keptAsDraft }: UnsentChanges) {
  const registry = useContext(UnsentChangesContext);
  const id = useId();
  useEffect(() => () => registry?.mark(id, null), [registry, id]);
  return useMemo(
    () => ({ mark: (unsent: boolean) => registry?.mark(id, unsent ? { keptAsDraft } : null) }),
    [registry, id, keptAsDraft],
  );
}
