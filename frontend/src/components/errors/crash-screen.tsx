import { RefreshCw } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-classes';

/**
 * Spec §2 crash screen, anonymous variant. It renders outside the router too (the top-level
 * error boundary), so it uses plain anchors and a full page reload rather than router links.
 */
export function CrashScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream px-4 py-12">
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-blush">
        <div aria-hidden="true" className="bg-brand-gradient mx-auto mb-6 h-2 w-24 rounded-full" />
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">Oops! Something went wrong.</h1>
        <p className="mt-3 text-ink-muted">
          Try refreshing the page or clearing your browser cache. If it keeps happening, please
          contact support.
        </p>
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
