import { ArrowLeft, Compass } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { paths } from '@/config/paths';

export function NotFound() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router gives the first history entry of this tab the key "default": there is no
  // in-app page to go back to, so go home instead of leaving the site.
  const hasHistory = location.key !== 'default';

  return (
    <section className="mx-auto max-w-3xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-blush md:p-12">
      <Compass aria-hidden="true" className="mx-auto size-12 text-brand-deep" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-ink-muted">We couldn&apos;t find the page you were looking for.</p>
      <button
        type="button"
        className={`${buttonClasses()} mt-8`}
        onClick={() => (hasHistory ? navigate(-1) : navigate(paths.app.home.getHref()))}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go back
      </button>
    </section>
  );
}
