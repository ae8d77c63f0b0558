import { deviceSetting, useDeviceSetting } from './device-setting';

/**
 * Discreet mode (a switch on /profile, remembered on this device): the tab says 'Notes' with a
 * plain icon, the screen too (the top bar plain grey with 'Notes' in place of the name and
 * gradient, buttons and links in greys instead of the brand's pinks, the browser's colour grey,
 * plain 'Topics' headings, no 'women's health' in the welcome, the footer or the profile),
 * notifications say what happened without quoting anyone, and pictures in posts and comments
 * wait until she taps 'Show image'.
 */
export const discreetMode = deviceSetting<boolean>('safety.discreetMode', false, (stored) =>
  typeof stored === 'boolean' ? stored : null,
);

export const useDiscreetMode = () => useDeviceSetting(discreetMode);

/** The name the screen shows: the forum's, or in discreet mode the tab's plain one. */
export const useSiteName = () => (useDiscreetMode() ? DISCREET_TITLE : APP_TITLE);

/** The topics' heading: in discreet mode it doesn't say what they are about. */
export const useTopicsHeading = () => (useDiscreetMode() ? 'Topics' : 'Health topics');

/** The browser's colour around the page (the theme-color of index.html). */
export const APP_THEME_COLOUR = '#f06f2e';
export const DISCREET_THEME_COLOUR = '#e7e5e4';

/** What the browser tab shows. */
export const APP_TITLE = 'Real Talk';
export const DISCREET_TITLE = 'Notes';
export const APP_ICON = '/favicon.svg';
export const DISCREET_ICON = '/notes.svg';

/**
 * What an installed app is called and looks like (the web app manifest, and the icon Safari
 * puts on a home screen): read by the browser when she installs it, so discreet mode must be
 * on before then (Crisis Support says so).
 */
export const APP_MANIFEST = '/manifest.webmanifest';
export const DISCREET_MANIFEST = '/notes.webmanifest';
export const APP_TOUCH_ICON = '/icons/app-192.png';
export const DISCREET_TOUCH_ICON = '/icons/notes-192.png';
