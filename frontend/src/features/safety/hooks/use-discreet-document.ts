import { useEffect } from 'react';
import {
  APP_ICON,
  APP_THEME_COLOUR,
  APP_TITLE,
  DISCREET_ICON,
  DISCREET_THEME_COLOUR,
  DISCREET_TITLE,
  useDiscreetMode,
} from '@/lib/discreet-mode';

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
 * The browser tab, as discreet mode wants it: 'Notes' with a plain notepad icon and a grey
 * browser colour, or the forum's own name, icon and orange. Nothing else writes the title, so
 * no count ever shows in it. `data-discreet` on the page turns the brand gradient grey (index.css).
 */
export function useDiscreetDocument() {
  const discreet = useDiscreetMode();
  useEffect(() => {
    document.title = discreet ? DISCREET_TITLE : APP_TITLE;
    const link = iconLink();
    link.type = 'image/svg+xml';
    link.href = discreet ? DISCREET_ICON : APP_ICON;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', discreet ? DISCREET_THEME_COLOUR : APP_THEME_COLOUR);
    if (discreet) document.documentElement.dataset.discreet = '';
    else delete document.documentElement.dataset.discreet;
  }, [discreet]);
}
