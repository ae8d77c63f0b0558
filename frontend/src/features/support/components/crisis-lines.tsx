import { Phone, ExternalLink } from 'lucide-react';
import { contactHref, contactLabel, CRISIS_LINES } from '../hotlines';

/**
 * The crisis lines in a few lines, for where a whole directory would be too much (the panel
 * beside what she writes): the Crisis Support page's own list, its first service per country.
 */
export function CrisisLines() {
  return (
    <ul className="space-y-1.5 text-sm">
      {CRISIS_LINES.map(({ id, region, service, contact }) => {
        const external = contact.kind === 'chat' || contact.kind === 'web';
        const Icon = external ? ExternalLink : Phone;
        return (
          <li key={id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-semibold text-ink">{region}:</span>
            <span className="text-ink-muted">{service}</span>
            <a
              href={contactHref(contact)}
              className="inline-flex min-h-8 items-center gap-1 rounded-full font-bold text-brand-deep underline underline-offset-2 hover:text-brand-plum"
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {contactLabel(contact)}
              {external ? <span className="sr-only">(opens in a new tab)</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
