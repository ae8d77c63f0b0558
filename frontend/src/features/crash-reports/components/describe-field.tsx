import { DESCRIBE_HINT, DESCRIBE_LABEL } from '../crash-texts';

type DescribeFieldProps = {
  /** The form's id stem: the field is `${id}-text`, its hint `${id}-hint`. */
  id: string;
  value: string;
  onChange: (text: string) => void;
  rows: number;
  labelClassName: string;
};

/** 'Describe what happened...' with its privacy hint: the crash screen's and Report a problem's one field. */
export function DescribeField({ id, value, onChange, rows, labelClassName }: DescribeFieldProps) {
  return (
    <>
      <label htmlFor={`${id}-text`} className={labelClassName}>
        {DESCRIBE_LABEL}
      </label>
      <textarea
        id={`${id}-text`}
        rows={rows}
        value={value}
        placeholder={DESCRIBE_LABEL}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="block w-full resize-y rounded-2xl border border-ink/20 bg-white px-4 py-3 text-base shadow-sm outline-none focus:border-brand-deep"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {DESCRIBE_HINT}
      </p>
    </>
  );
}
