import { Lock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <section className="mx-auto max-w-3xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-blush md:p-12">
      <Lock aria-hidden="true" className="mx-auto size-12 text-brand-deep" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">You can&apos;t access that</h1>
      <p className="mt-3 text-ink-muted">Your account doesn&apos;t have permission to open this page.</p>
      <ButtonLink to={paths.app.home.getHref()} className="mt-8">
        Go to the home page
      </ButtonLink>
    </section>
  );
}
