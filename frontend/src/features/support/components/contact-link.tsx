import { ExternalLink, MessageCircle, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-classes';
import { contactHref, contactLabel, type HotlineContact } from '../hotlines';

const icons: Record<HotlineContact['kind'], LucideIcon> = {
  call: Phone,
  text: MessageSquareText,
  chat: MessageCircle,
  web: ExternalLink,
};

/**
 * One way to reach a service, as a 44 px button-like link named by what it does ("Call 988",
 * "Text HOME to 741741"). Calls are the filled button: on a phone they are one tap away.
 * Websites open in a new tab without giving it this page.
 */
export function ContactLink({ contact }: { contact: HotlineContact }) {
  const Icon = icons[contact.kind];
  const external = contact.kind === 'chat' || contact.kind === 'web';
  return (
    <a
      href={contactHref(contact)}
      className={`${buttonClasses(contact.kind === 'call' ? 'primary' : 'secondary')} max-w-full`}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{contactLabel(contact)}</span>
      {external ? <span className="sr-only">(opens in a new tab)</span> : null}
    </a>
  );
}
