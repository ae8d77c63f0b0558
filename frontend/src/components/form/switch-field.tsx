import { Switch } from '@base-ui/react/switch';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';

type SwitchFieldProps = { name: string; label: ReactNode; description?: ReactNode };

/**
 * An on/off setting of the surrounding form, on Base UI's Switch (role="switch"). The whole
 * row is its label, so a thumb anywhere on it toggles (a 28 px track alone is too small a target).
 */
export function SwitchField({ name, label, description }: SwitchFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
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
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={`relative flex h-7 w-12 shrink-0 ${description ? 'mt-2' : ''} rounded-full bg-ink/25 p-0.5 transition-colors duration-150 data-checked:bg-brand-deep`}
      >
        <Switch.Thumb className="size-6 rounded-full bg-white shadow transition-transform duration-150 data-checked:translate-x-5" />
      </Switch.Root>
    </label>
  );
}
