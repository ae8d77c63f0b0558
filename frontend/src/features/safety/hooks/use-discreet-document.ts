import { useEffect } from 'react';
import { APP_ICON, APP_TITLE, DISCREET_ICON, DISCREET_TITLE, useDiscreetMode } from '@/lib/discreet-mode';

/** The tab's icon link (index.html has one). */
function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  return link;
}

/**
 * The browser tab, as discreet mode wants it: 'Notes' with a plain notepad icon, or the
 * forum's own name and icon. Nothing else writes the title, so no count ever shows in it.
 */
export function useDiscreetDocument() {
  const discreet = useDiscreetMode();
  useEffect(() => {
    document.title = discreet ? DISCREET_TITLE : APP_TITLE;
    const link = iconLink();
    link.type = 'image/svg+xml';
    link.href = discreet ? DISCREET_ICON : APP_ICON;
  }, [discreet]);
}
