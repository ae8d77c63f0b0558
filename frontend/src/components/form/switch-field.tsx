import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { SettingSwitch } from '@/components/ui/setting-switch';

type SwitchFieldProps = { name: string; label: ReactNode; description?: ReactNode };

/** An on/off setting of the surrounding form (see SettingSwitch). */
export function SwitchField({ name, label, description }: SwitchFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <SettingSwitch
      label={label}
      description={description}
      checked={field.value === true}
      onCheckedChange={(checked) => field.onChange(checked)}
    />
  );
}
