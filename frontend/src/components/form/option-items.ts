/** Spec §5 "Remote option select": the optional first option, whose value is null. */
export const NULL_OPTION_LABEL = 'Select...';
/** Spec §9 "Option dropdown max height". */
export const OPTION_LIST_MAX_HEIGHT = 256;

/** A text key or value key that an option select cannot read (spec §5: an error). */
export class OptionKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OptionKeyError';
  }
}

export type SelectOption = { label: string; value: string | null };
export type Key<T> = Extract<keyof T, string>;

/**
 * The options as `{label, value}` pairs: `textKey` is shown, `valueKey` is stored. A missing
 * key, or an option without it, throws an OptionKeyError. `includeNull` adds 'Select...'
 * (value null) first.
 */
export function toSelectOptions<T extends object>(
  options: readonly T[],
  textKey: Key<T>,
  valueKey: Key<T>,
  includeNull = false,
): SelectOption[] {
  if (!textKey) throw new OptionKeyError('An option select needs a text key.');
  if (!valueKey) throw new OptionKeyError('An option select needs a value key.');
  const read = (option: T, key: Key<T>, index: number) => {
    const value: unknown = option[key];
    if (value === undefined || value === null) {
      throw new OptionKeyError(`Option ${index + 1} has no "${key}".`);
    }
    return String(value);
  };
  const pairs = options.map((option, index) => ({
    label: read(option, textKey, index),
    value: read(option, valueKey, index),
  }));
  return includeNull ? [{ label: NULL_OPTION_LABEL, value: null }, ...pairs] : pairs;
}

