import { Switch } from '@base-ui/react/switch';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';

type SwitchFieldProps = { name: string; label: ReactNode; description?: ReactNode };

/** An on/off setting of the surrounding form, on Base UI's Switch (role="switch"). */
export function SwitchField({ name, label, description }: SwitchFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="text-sm">
        <label id={`${id}-label`} htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-1 text-ink-muted">
            {description}
          </p>
        ) : null}
      </div>
      {/* A 44 px tall hit area around the 28 px track. */}
      <span className="flex min-h-11 shrink-0 items-center">
        <Switch.Root
          id={id}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked)}
          aria-labelledby={`${id}-label`}
          aria-describedby={description ? `${id}-description` : undefined}
          className="relative flex h-7 w-12 rounded-full bg-ink/25 p-0.5 transition-colors duration-150 data-checked:bg-brand-deep"
        >
          <Switch.Thumb className="size-6 rounded-full bg-white shadow transition-transform duration-150 data-checked:translate-x-5" />
        </Switch.Root>
      </span>
    </div>
  );
}
