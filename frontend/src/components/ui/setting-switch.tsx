import { Switch } from '@base-ui/react/switch';
import { useId, type ReactNode } from 'react';

type SettingSwitchProps = {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off setting on Base UI's Switch (role="switch"). The whole row is its label, so a
 * thumb anywhere on it toggles (a 28 px track alone is too small a target).
 */
export function SettingSwitch({ label, description, checked, onCheckedChange }: SettingSwitchProps) {
  const id = useId();
  return (
    // A label alone sits level with its switch; one with a description keeps the switch by its first line.
    <label className={`flex min-h-11 cursor-pointer justify-between gap-4 ${description ? 'items-start' : 'items-center'}`}>
      <span className="text-sm">
        <span id={`${id}-label`} className="block font-semibold text-ink">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="mt-1 block text-ink-muted">
            {description}
          </span>
        ) : null}
      </span>
      <Switch.Root
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next)}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={`relative flex h-7 w-12 shrink-0 ${description ? 'mt-2' : ''} rounded-full bg-ink/25 p-0.5 transition-colors duration-150 data-checked:bg-brand-deep`}
      >
        <Switch.Thumb className="size-6 rounded-full bg-white shadow transition-transform duration-150 data-checked:translate-x-5" />
      </Switch.Root>
    </label>
  );
}
