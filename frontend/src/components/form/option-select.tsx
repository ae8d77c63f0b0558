import { Select } from '@base-ui/react/select';
import { Check, ChevronsUpDown, LoaderCircle, Plus } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import { FieldMessage, RequiredMark } from './field-parts';
import { useFieldError } from './use-field-error';
import { NULL_OPTION_LABEL, OPTION_LIST_MAX_HEIGHT, toSelectOptions, type Key } from './option-items';

export type OptionSelectProps<T extends object> = {
  label: string;
  /** The options, as the query returned them (an array of objects). */
  options: readonly T[];
  textKey: Key<T>;
  valueKey: Key<T>;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offer 'Select...' (value null) first. */
  includeNull?: boolean;
  /** Offer to create an option from a typed text; resolves to the new option, which is then chosen. */
  onCreate?: (text: string) => Promise<T>;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  hint?: string;
  onBlur?: () => void;
};

/**
 * A labelled select over options from the server (spec §5), on Base UI's Select: a button
 * that opens a listbox, typeahead, arrow keys, Escape, and the label and error announced.
 */
export function OptionSelect<T extends object>({
  label,
  options,
  textKey,
  valueKey,
  value,
  onChange,
  includeNull = false,
  onCreate,
  required = false,
  disabled = false,
  error = null,
  hint,
  onBlur,
}: OptionSelectProps<T>) {
  const id = useId();
  const [created, setCreated] = useState<T[]>([]);
  const items = useMemo(() => {
    const known = toSelectOptions(options, textKey, valueKey, includeNull);
    const extra = toSelectOptions(created, textKey, valueKey).filter(
      (item) => !known.some((option) => option.value === item.value),
    );
    return [...known, ...extra];
  }, [options, created, textKey, valueKey, includeNull]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <Select.Root<string | null>
        items={items}
        value={value}
        onValueChange={(next) => onChange(next)}
        onOpenChange={(open) => {
          if (!open) onBlur?.();
        }}
        disabled={disabled}
        required={required}
      >
        <div className="mb-1.5 text-sm font-semibold text-ink">
          <Select.Label className="inline">{label}</Select.Label>
          {required ? <RequiredMark /> : null}
        </div>
        <Select.Trigger
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          className={`flex min-h-12 w-full min-w-0 items-center justify-between gap-3 rounded-2xl border bg-white px-4 text-left text-base text-ink shadow-sm transition-colors focus-visible:border-brand-deep data-disabled:opacity-60 ${
            error ? 'border-red-600' : 'border-ink/20'
          }`}
        >
          <Select.Value className="truncate data-placeholder:text-ink-muted" placeholder={NULL_OPTION_LABEL} />
          <Select.Icon>
            <ChevronsUpDown aria-hidden="true" className="size-4 text-ink-muted" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Positioner alignItemWithTrigger={false} sideOffset={6} className="z-50 outline-none">
            <Select.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] origin-[var(--transform-origin)] rounded-2xl border border-ink/10 bg-white py-1 text-ink shadow-xl outline-none transition-[opacity,scale] duration-100 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
              <Select.List
                className="overflow-y-auto overscroll-contain"
                style={{ maxHeight: `min(${OPTION_LIST_MAX_HEIGHT}px, var(--available-height))` }}
              >
                {items.map((item) => (
                  <Select.Item
                    key={item.value ?? ''}
                    value={item.value}
                    className="grid min-h-11 cursor-default grid-cols-[1.25rem_1fr] items-center gap-2 px-3 text-base outline-none select-none data-highlighted:bg-blush data-selected:font-semibold"
                  >
                    <Select.ItemIndicator className="col-start-1">
                      <Check aria-hidden="true" className="size-4 text-brand-deep" />
                    </Select.ItemIndicator>
                    <Select.ItemText className={`col-start-2 ${item.value === null ? 'text-ink-muted' : ''}`}>
                      {item.label}
                    </Select.ItemText>
                  </Select.Item>
                ))}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
      {onCreate ? (
        <CreateOption
          label={label}
          disabled={disabled}
          onCreate={async (text) => {
            const option = await onCreate(text);
            setCreated((current) => [...current, option]);
            onChange(String(option[valueKey]));
          }}
        />
      ) : null}
    </div>
  );
}

/** "Add new …": a text and a button beside the select; Enter adds without submitting the form. */
function CreateOption({
  label,
  disabled,
  onCreate,
}: {
  label: string;
  disabled: boolean;
  onCreate: (text: string) => Promise<void>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const create = async () => {
    const trimmed = text.trim();
    if (!trimmed || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await onCreate(trimmed);
      setText('');
      setOpen(false);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'Something went wrong...');
    } finally {
      setPending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void create();
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-deep hover:bg-blush"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a new option
      </button>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          New {label.toLowerCase()}
        </label>
        <input
          id={id}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={failure ? `${id}-error` : undefined}
          className="min-h-11 w-full rounded-2xl border border-ink/20 bg-white px-4 text-base outline-none focus:border-brand-deep"
        />
      </div>
      <button
        type="button"
        disabled={pending || !text.trim()}
        onClick={() => void create()}
        className={`${buttonClasses()} disabled:opacity-60`}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        Add
      </button>
      <button type="button" onClick={() => setOpen(false)} className={buttonClasses('secondary')}>
        Cancel
      </button>
      {failure ? <FieldMessage id={`${id}-error`}>{failure}</FieldMessage> : null}
    </div>
  );
}

type OptionSelectFieldProps<T extends object> = Omit<
  OptionSelectProps<T>,
  'value' | 'onChange' | 'error' | 'onBlur'
> & { name: string };

/** An OptionSelect bound to a field of the surrounding form (its value and its error). */
export function OptionSelectField<T extends object>({ name, ...props }: OptionSelectFieldProps<T>) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  return (
    <OptionSelect
      {...props}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
