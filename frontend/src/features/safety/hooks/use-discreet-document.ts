import { useEffect } from 'react';
import {
  APP_ICON,
  APP_MANIFEST,
  APP_THEME_COLOUR,
  APP_TITLE,
  APP_TOUCH_ICON,
  DISCREET_ICON,
  DISCREET_MANIFEST,
  DISCREET_THEME_COLOUR,
  DISCREET_TITLE,
  DISCREET_TOUCH_ICON,
  useDiscreetMode,
} from '@/lib/discreet-mode';

/** The page's link of this kind (index.html has one of each). */
function headLink(rel: string): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  return link;
}

/**
 * The browser tab, as discreet mode wants it: 'Notes' with a plain notepad icon and a grey
 * browser colour, or the forum's own name, icon and orange; and the app's manifest, so that an
 * app installed in discreet mode is 'Notes' too. Nothing else writes the title, so
 * no count ever shows in it. `data-discreet` on the page turns the brand gradient grey (index.css).
 */
export function useDiscreetDocument() {
  const discreet = useDiscreetMode();
  useEffect(() => {
    document.title = discreet ? DISCREET_TITLE : APP_TITLE;
    const link = headLink('icon');
    link.type = 'image/svg+xml';
    link.href = discreet ? DISCREET_ICON : APP_ICON;
    // What installing the app would put on her home screen: 'Notes' with the notepad.
    headLink('manifest').href = discreet ? DISCREET_MANIFEST : APP_MANIFEST;
    headLink('apple-touch-icon').href = discreet ? DISCREET_TOUCH_ICON : APP_TOUCH_ICON;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', discreet ? DISCREET_THEME_COLOUR : APP_THEME_COLOUR);
    if (discreet) document.documentElement.dataset.discreet = '';
    else delete document.documentElement.dataset.discreet;
  }, [discreet]);
}
