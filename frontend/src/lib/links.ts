/** A link a member may open: only http(s), so a stored `javascript:` URL can never run. */
export function safeLink(link: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The site a link goes to, as a person reads it ("nhs.uk"). */
export const linkHost = (url: URL) => url.hostname.replace(/^www\./, '');
