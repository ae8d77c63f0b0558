import { ChevronDown, CircleCheck, LoaderCircle, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { session } from '@/lib/auth/session';
import { describeCrash, errorDetails, reportCrashOnce, type CrashBoundary } from '../api/crash-report';
import { CRASH_TITLE, REPORT_FAILED, REPORT_THANKS } from '../crash-texts';
import { DescribeField } from './describe-field';

type Viewer = 'anonymous' | 'member' | 'admin';

/** Who is looking, from the session this tab holds (the server may be what failed). */
function crashViewer(): Viewer {
  const user = session.token() ? session.user() : null;
  if (!user) return 'anonymous';
  return user.isAdmin ? 'admin' : 'member';
}

type CrashProps = { error: unknown; boundary: CrashBoundary };

/** Spec §2: a signed-in member can say what happened; her words join the crash's report. */
function CrashReportForm({ error, boundary }: CrashProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const sending = status === 'sending';
  const description = text.trim();

  if (status === 'sent') {
    return (
      <p role="status" className="mt-6 flex items-center justify-center gap-2 rounded-2xl bg-blush px-4 py-3 font-semibold text-brand-deep">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {REPORT_THANKS}
      </p>
    );
  }

  const submit = async () => {
    setStatus('sending');
    try {
      await describeCrash(error, boundary, description);
      setStatus('sent');
    } catch (failure) {
      console.error('The crash description could not be sent', failure);
      setStatus('failed');
    }
  };

  return (
    <form
      noValidate
      className="mt-6 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        if (description && !sending) void submit();
      }}
    >
      <p className="text-center text-ink-muted">
        Sorry about that. Tell us what you were doing when it happened, and we&apos;ll look into it.
      </p>
      <DescribeField
        id={id}
        value={text}
        onChange={setText}
        rows={4}
        labelClassName="mt-5 mb-1.5 block text-sm font-semibold"
      />
      {status === 'failed' ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {REPORT_FAILED}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <button
          type="submit"
          disabled={!description || sending}
          aria-busy={sending || undefined}
          className={`${buttonClasses()} disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {sending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {/* Spec §4: the submit button reads 'Retry' after a failure. */}
          {status === 'failed' ? 'Retry' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

/** Spec §2 and §6: admins see the error's name and message, and its stack on demand. */
function CrashDetails({ error }: { error: unknown }) {
  const stackId = useId();
  const [showStack, setShowStack] = useState(false);
  const details = errorDetails(error);
  const rows: [string, string | null | undefined][] = [
    ['Error', details.name],
    ['Message', details.message],
    ['Code', details.code],
    ['Status', details.statusCode == null ? null : String(details.statusCode)],
  ];
  return (
    <div className="mt-6 text-left">
      <dl className="space-y-3 rounded-2xl bg-cream p-4">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
              <dd className="font-mono text-sm break-words whitespace-pre-wrap text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      {details.stack ? (
        <>
          <button
            type="button"
            aria-expanded={showStack}
            aria-controls={stackId}
            onClick={() => setShowStack((shown) => !shown)}
            className={`${buttonClasses('secondary')} mt-4`}
          >
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${showStack ? 'rotate-180' : ''}`} />
            {showStack ? 'Hide stack' : 'Show stack'}
          </button>
          <pre
            id={stackId}
            hidden={!showStack}
            // A long stack scrolls inside the box, with the keyboard too.
            role="region"
            aria-label="Stack trace"
            tabIndex={0}
            className="mt-3 max-h-80 overflow-auto rounded-2xl bg-ink p-4 text-xs leading-relaxed text-white"
          >
            {details.stack}
          </pre>
        </>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">There is no stack trace for this error.</p>
      )}
    </div>
  );
}

/**
 * Spec §2 crash screen, "Oops! Something went wrong.": a signed-in member can describe what
 * happened, an admin sees the error, anyone else is told what to try. Every crash is reported
 * once as it shows (spec §7). It renders outside the router and Apollo's provider too (the
 * top-level error boundary), so it uses plain anchors and the app's Apollo client directly.
 */
export function CrashScreen({ error, boundary }: CrashProps) {
  const [viewer] = useState(crashViewer);
  useEffect(() => {
    void reportCrashOnce(error, boundary);
  }, [error, boundary]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream px-4 py-12">
      <div
        className={`w-full ${viewer === 'admin' ? 'max-w-2xl' : 'max-w-lg'} min-w-0 rounded-3xl bg-white p-6 text-center shadow-lg ring-1 ring-blush sm:p-8`}
      >
        <div aria-hidden="true" className="bg-brand-gradient mx-auto mb-6 h-2 w-24 rounded-full" />
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{CRASH_TITLE}</h1>
        {viewer === 'anonymous' ? (
          <p className="mt-3 text-ink-muted">
            Try refreshing the page or clearing your browser cache. If it keeps happening, please
            contact support.
          </p>
        ) : null}
        {viewer === 'member' ? <CrashReportForm error={error} boundary={boundary} /> : null}
        {viewer === 'admin' ? <CrashDetails error={error} /> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh the page
          </button>
          <a href="/" className={buttonClasses('secondary')}>
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
