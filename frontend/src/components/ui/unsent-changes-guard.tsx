import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { session } from '@/lib/auth/session';
import { ConfirmDialog } from './confirm-dialog';
import { UnsentChangesContext, type UnsentChanges, type UnsentChangesRegistry } from './unsent-changes';

export const LEAVE_WITH_DRAFT = "What you wrote hasn't been sent yet. It's kept as a draft on this device, so you can finish it later.";
export const LEAVE_AND_LOSE = "What you wrote hasn't been sent yet. If you leave now, your changes will be lost.";

/**
 * Asks before a member leaves a page with words she has not sent: the browser's own question
 * for a reload or a closed tab (`beforeunload`), the app's confirm dialog for a link inside
 * the app (React Router's `useBlocker`: one for the whole layout, as a router holds one
 * blocker at a time). Changing only the query string stays on the page and is never asked
 * about, and nothing is asked once the session has ended (she is being sent to log in).
 */
export function UnsentChangesGuard({ children }: { children: ReactNode }) {
  const unsent = useRef(new Map<string, UnsentChanges>());
  const proceeding = useRef(false);
  const [question, setQuestion] = useState(LEAVE_WITH_DRAFT);
  const registry = useMemo<UnsentChangesRegistry>(
    () => ({
      mark(id, changes) {
        if (changes) unsent.current.set(id, changes);
        else unsent.current.delete(id);
      },
    }),
    [],
  );

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const ask =
      unsent.current.size > 0 && currentLocation.pathname !== nextLocation.pathname && session.token() !== null;
    if (ask) {
      const allDrafts = [...unsent.current.values()].every((changes) => changes.keptAsDraft);
      setQuestion(allDrafts ? LEAVE_WITH_DRAFT : LEAVE_AND_LOSE);
    }
    return ask;
  });
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (blocker.state === 'unblocked') proceeding.current = false;
  }, [blocker.state]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (unsent.current.size === 0) return;
      event.preventDefault();
      // Older browsers only ask when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  return (
    <UnsentChangesContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={blocked}
        onOpenChange={(open) => {
          if (open || proceeding.current) return;
          if (blocker.state === 'blocked') blocker.reset();
        }}
        description={question}
        confirmLabel="Leave page"
        cancelLabel="Keep writing"
        onConfirm={() => {
          if (blocker.state !== 'blocked') return;
          // The dialog closes next: that is not a Cancel.
          proceeding.current = true;
          blocker.proceed();
        }}
      />
    </UnsentChangesContext.Provider>
  );
}
