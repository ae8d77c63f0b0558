import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';

/** A member's record while it loads, or why it could not. */
export function RecordPending({ error }: { error: unknown }) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {serverErrorText(error) ?? GENERIC_FORM_ERROR}
      </p>
    );
  }
  return <p className="text-sm text-ink-muted">Loading her record…</p>;
}

/** A record's counts side by side; `columns` is the grid's column classes. */
export function RecordCounts({ counts, columns }: { counts: readonly (readonly [string, number])[]; columns: string }) {
  return (
    <dl className={`grid gap-3 text-center ${columns}`}>
      {counts.map(([term, count]) => (
        <div key={term} className="rounded-2xl bg-cream px-3 py-2">
          <dt className="text-xs font-semibold text-ink-muted">{term}</dt>
          <dd className="text-xl font-extrabold text-ink">{count}</dd>
        </div>
      ))}
    </dl>
  );
}
