import { deviceSetting, useDeviceSetting } from './device-setting';

/**
 * Discreet mode (a switch on /profile, remembered on this device): the tab says 'Notes' with a
 * plain icon, notifications say what happened without quoting anyone, and pictures in posts
 * and comments wait until she taps 'Show image'.
 */
export const discreetMode = deviceSetting<boolean>('safety.discreetMode', false, (stored) =>
  typeof stored === 'boolean' ? stored : null,
);

export const useDiscreetMode = () => useDeviceSetting(discreetMode);

/** What the browser tab shows. */
export const APP_TITLE = 'Real Talk';
export const DISCREET_TITLE = 'Notes';
export const APP_ICON = '/favicon.svg';
export const DISCREET_ICON = '/notes.svg';
