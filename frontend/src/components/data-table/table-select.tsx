import { Select } from '@base-ui/react/select';
import { Check, ChevronsUpDown } from 'lucide-react';

export type TableSelectOption = { value: string; label: string };

type TableSelectProps = {
  label: string;
  options: readonly TableSelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** The text of the null choice (no restriction), e.g. 'All'; without it there is none. */
  allLabel?: string;
};

/** A compact labelled select for a table's toolbar (Base UI: listbox, typeahead, arrow keys). */
export function TableSelect({ label, options, value, onChange, allLabel }: TableSelectProps) {
  const items: { value: string | null; label: string }[] = [
    ...(allLabel ? [{ value: null, label: allLabel }] : []),
    ...options,
  ];
  return (
    <Select.Root<string | null> items={items} value={value} onValueChange={(next) => onChange(next)}>
      <div className="flex min-w-0 flex-col gap-1">
        <Select.Label className="text-xs font-semibold text-ink-muted">{label}</Select.Label>
        <Select.Trigger className="flex min-h-11 min-w-36 items-center justify-between gap-3 rounded-full border border-ink/20 bg-white px-4 text-left text-sm text-ink shadow-sm transition-colors hover:border-brand-deep/50 focus-visible:border-brand-deep">
          <Select.Value className="truncate" />
          <Select.Icon>
            <ChevronsUpDown aria-hidden="true" className="size-4 text-ink-muted" />
          </Select.Icon>
        </Select.Trigger>
      </div>
      <Select.Portal>
        <Select.Positioner alignItemWithTrigger={false} sideOffset={6} className="z-50 outline-none">
          <Select.Popup className="max-w-[var(--available-width)] min-w-[var(--anchor-width)] origin-[var(--transform-origin)] rounded-2xl border border-ink/10 bg-white py-1 text-ink shadow-xl outline-none transition-[opacity,scale] duration-100 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
            <Select.List className="max-h-64 overflow-y-auto overscroll-contain">
              {items.map((item) => (
                <Select.Item
                  key={item.value ?? ''}
                  value={item.value}
                  className="grid min-h-11 cursor-default grid-cols-[1.25rem_1fr] items-center gap-2 px-3 text-sm outline-none select-none data-highlighted:bg-blush data-selected:font-semibold"
                >
                  <Select.ItemIndicator className="col-start-1">
                    <Check aria-hidden="true" className="size-4 text-brand-deep" />
                  </Select.ItemIndicator>
                  <Select.ItemText className="col-start-2">{item.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.List>
          </Select.Popup>
        </Select.Positioner>
      </Select.Portal>
    </Select.Root>
  );
}
