import { linkHost, safeLink } from '@/lib/links';

/**
 * A reported post's links as text, never as links: where each really goes (its host, in bold),
 * then the whole address, so a spam or phishing link is seen for what it is and opened by nobody
 * by mistake.
 */
export function ReviewLinks({ links }: { links: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map((link) => {
        const url = safeLink(link);
        return (
          <li key={link} className="rounded-2xl bg-cream px-4 py-2 text-sm">
            <span className="block font-bold text-ink">{url ? linkHost(url) : 'Not a web address'}</span>
            <span className="block font-mono text-xs break-all text-ink-muted">{link}</span>
          </li>
        );
      })}
    </ul>
  );
}
