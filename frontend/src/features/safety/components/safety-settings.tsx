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
      description="The browser tab reads 'Notes' with a plain icon, notifications don't quote anyone's words, and pictures in posts wait until you tap 'Show image'."
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
        <strong>Quick exit</strong> is at the top of every page (bottom right on a phone). Pressing <kbd>Esc</kbd>{' '}
        twice does the same. It opens an everyday website in place of this one, so pressing Back doesn&apos;t
        return here.
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
