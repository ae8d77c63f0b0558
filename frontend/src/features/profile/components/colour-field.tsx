import { Check, Palette } from 'lucide-react';
import { useId, useState } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { useController, useFormContext } from 'react-hook-form';
import { FieldMessage, RequiredMark } from '@/components/form/field-parts';
import { useFieldError } from '@/components/form/use-field-error';
import { safeCssHex, toStoredHex } from '@/lib/colour';

/** Names for the preset colours of spec §3, read out instead of hex codes. */
const COLOUR_NAMES: Record<string, string> = {
  f7a521: 'Amber',
  f34b3a: 'Coral',
  e8518d: 'Pink',
  f06f2e: 'Orange',
  ffe2b0: 'Peach',
  '9a496f': 'Plum',
  '424242': 'Charcoal',
};

const colourName = (hex: string) => COLOUR_NAMES[hex.toLowerCase()] ?? `#${hex}`;

type ColourFieldProps = {
  name: string;
  legend: string;
  /** The preset colours, hex without '#', the default first. */
  colours: readonly string[];
  required?: boolean;
};

/**
 * The profile colour: the preset swatches as radio buttons, and a custom colour from
 * react-colorful's picker and hex input. The field holds hex without '#'.
 */
export function ColourField({ name, legend, colours, required = false }: ColourFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  const id = useId();
  const value = typeof field.value === 'string' ? field.value.toLowerCase() : '';
  const isPreset = colours.some((colour) => colour.toLowerCase() === value);
  const [customOpen, setCustomOpen] = useState(false);
  const showCustom = customOpen || (value !== '' && !isPreset);
  const choose = (hex: string) => field.onChange(toStoredHex(hex));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {colours.map((colour, index) => {
          const checked = colour.toLowerCase() === value;
          return (
            <label key={colour} className="relative inline-flex size-11 cursor-pointer" title={colourName(colour)}>
              <input
                ref={index === 0 ? field.ref : undefined}
                type="radio"
                name={`${id}-colour`}
                value={colour}
                checked={checked}
                onChange={() => choose(colour)}
                aria-label={colourName(colour)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                style={{ backgroundColor: safeCssHex(colour) }}
                className="flex size-11 items-center justify-center rounded-full shadow-sm ring-2 ring-white transition peer-checked:ring-4 peer-checked:ring-brand-deep peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-deep"
              >
                {checked ? <Check className="size-5 text-white drop-shadow" /> : null}
              </span>
            </label>
          );
        })}
        <button
          type="button"
          aria-expanded={showCustom}
          aria-controls={`${id}-custom`}
          onClick={() => setCustomOpen((open) => !open)}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition ${
            !isPreset && value ? 'border-brand-deep bg-blush text-brand-deep' : 'border-ink/20 bg-white text-ink'
          }`}
        >
          <Palette aria-hidden="true" className="size-4" />
          Custom colour
        </button>
      </div>
      {showCustom ? (
        <div id={`${id}-custom`} className="mt-4 flex flex-wrap items-start gap-4">
          <HexColorPicker color={safeCssHex(value)} onChange={choose} className="!h-40 !w-full max-w-56" />
          <div>
            <label htmlFor={`${id}-hex`} className="mb-1 block text-sm font-semibold">
              Hex colour
            </label>
            <HexColorInput
              id={`${id}-hex`}
              color={safeCssHex(value)}
              onChange={choose}
              prefixed
              className="min-h-11 w-32 rounded-2xl border border-ink/20 bg-white px-3 font-mono text-base uppercase outline-none focus:border-brand-deep"
            />
          </div>
        </div>
      ) : null}
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </fieldset>
  );
}
