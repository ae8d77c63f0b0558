import { toast } from 'react-toastify';

/** The toast once a link is on her clipboard. */
export const LINK_COPIED = 'Link copied';
/** The toast when the browser would not copy (an old browser, or permission refused). */
export const LINK_NOT_COPIED = "We couldn't copy the link. You can copy it from the address bar once it's open.";

/** `path` on this site as an absolute URL (what she pastes into a message). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

/** Copies text the old way, for browsers without the async clipboard (or outside HTTPS). */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** Puts the absolute URL of `path` on the clipboard and says so in a toast. */
export async function copyLink(path: string): Promise<void> {
  const url = absoluteUrl(path);
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(url);
  } catch {
    if (!copyWithSelection(url)) {
      toast.error(LINK_NOT_COPIED);
      return;
    }
  }
  toast.success(LINK_COPIED);
}
