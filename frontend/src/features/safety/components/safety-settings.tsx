import { useId } from 'react';
import { SettingSwitch } from '@/components/ui/setting-switch';
import { discreetMode, useDiscreetMode } from '@/lib/discreet-mode';
import { useDeviceSetting } from '@/lib/device-setting';
import { NEUTRAL_SITES, quickExitSettings } from '../quick-exit';

/** Discreet mode, on this device only (see lib/discreet-mode). */
export function DiscreetModeSetting() {
  const discreet = useDiscreetMode();
  return (
    <SettingSwitch
      label="Discreet mode"
      description="The browser tab and the top bar read 'Notes' with a plain icon and grey in place of our colours, the welcome doesn't say what the forum is about, notifications don't quote anyone's words, and pictures in posts wait until you tap 'Show image'. Pages and menus stay where they are."
      checked={discreet}
      onCheckedChange={(on) => discreetMode.set(on)}
    />
  );
}

/** Where the quick exit goes, and whether it also signs her out (this device only). */
export function QuickExitSettings() {
  const settings = useDeviceSetting(quickExitSettings);
  const id = useId();
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">
        <strong>Quick exit</strong> is at the top right of every page (bottom right on a phone), even over an open
        window. Pressing <kbd>Esc</kbd> twice does the same. It opens an everyday website in a new tab, where Back
        has nowhere to go, and turns this tab into that website too.
      </p>
      <p className="text-sm text-ink-muted">
        What it clears: what this tab kept for this visit. What it can&apos;t clear: your browser&apos;s History list,
        and pages of this site you opened by typing its address, a bookmark or a reload, which stay behind the
        everyday website in the old tab. You stay signed in unless you turn on &lsquo;Also sign me out&rsquo;, and your
        unsent drafts stay on this device until you sign out. Crisis Support explains how to clear your history.
      </p>
      <fieldset className="space-y-1">
        <legend id={`${id}-legend`} className="mb-2 text-sm font-semibold text-ink">
          Quick exit goes to
        </legend>
        {NEUTRAL_SITES.map((site) => (
          <label
            key={site.url}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl px-2 text-sm text-ink hover:bg-cream"
          >
            <input
              type="radio"
              name={`${id}-site`}
              value={site.url}
              checked={settings.url === site.url}
              onChange={() => quickExitSettings.set({ ...settings, url: site.url })}
              className="size-5 shrink-0 accent-brand-deep"
            />
            {site.label}
          </label>
        ))}
      </fieldset>
      <SettingSwitch
        label="Also sign me out"
        description="Quick exit also signs you out on this device. You'll need your password to come back."
        checked={settings.signOut}
        onCheckedChange={(signOut) => quickExitSettings.set({ ...settings, signOut })}
      />
    </div>
  );
}
