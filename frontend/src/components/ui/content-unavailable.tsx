import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from './button-link';

type ContentUnavailableProps = {
  /** The page's heading, e.g. "This post isn't available". */
  title: string;
  /** Why, as the server said it or in our words. */
  message: string;
  /** The list to go back to. */
  backTo: string;
  backLabel: string;
};

/** A page whose content cannot be shown: it is under review, or it is not there (a deleted item, a mangled link). */
export function ContentUnavailable({ title, message, backTo, backLabel }: ContentUnavailableProps) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-blush">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-blush text-brand-deep">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
      <p className="max-w-md text-lg text-ink-muted">{message}</p>
      <ButtonLink to={backTo}>{backLabel}</ButtonLink>
    </section>
  );
}
