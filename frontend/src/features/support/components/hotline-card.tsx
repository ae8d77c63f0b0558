import { Clock, Info } from 'lucide-react';
import { useId } from 'react';
import type { Hotline } from '../hotlines';
import { ContactLink } from './contact-link';

/** One service: its name, what it is for, its hours where known, and the ways to reach it. */
export function HotlineCard({ hotline }: { hotline: Hotline }) {
  const id = useId();
  const { name, purpose, hours, note, contacts } = hotline;
  return (
    <article aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush sm:p-6">
      <h3 id={id} className="text-lg font-bold text-ink">
        {name}
      </h3>
      <p className="mt-1 text-ink-muted">{purpose}</p>
      {hours ? (
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-blush px-3 py-1 text-sm font-semibold text-brand-deep">
          <Clock aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Open </span>
            {hours}
          </span>
        </p>
      ) : null}
      {note ? (
        <p className="mt-3 flex gap-2 rounded-2xl bg-cream p-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-deep" />
          <span>{note}</span>
        </p>
      ) : null}
      <ul aria-label={`Ways to reach ${name}`} className="mt-4 flex flex-wrap gap-2">
        {contacts.map((contact) => (
          <li key={`${contact.kind}-${'url' in contact ? contact.url : contact.dial}`} className="max-w-full">
            <ContactLink contact={contact} />
          </li>
        ))}
      </ul>
    </article>
  );
}
