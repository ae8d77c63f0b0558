import { Check, HeartHandshake, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { longDate } from '@/components/data-table/table-rules';

/**
 * A username or an email in a table (issue 36 §5): one line, never broken mid-word; cut with an
 * ellipsis when the column is narrower, and then the whole value shows on hover (its title) and
 * on keyboard focus (the cell takes focus only when cut, and shows a tooltip). Screen readers
 * read the whole value either way.
 */
export function TruncatedText({ text, className = '' }: { text: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <span className="group/cut relative block min-w-0">
      <span
        ref={ref}
        title={cut ? text : undefined}
        tabIndex={cut ? 0 : undefined}
        className={`block truncate rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-deep ${className}`}
      >
        {text}
      </span>
      {cut ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-full left-0 z-30 mt-1 hidden rounded-lg bg-ink px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-lg group-focus-within/cut:block"
        >
          {text}
        </span>
      ) : null}
    </span>
  );
}

/** A member in a table: her colour avatar and username, or the text for a deleted account. */
export function PersonCell({
  person,
  missing = 'Deleted user',
}: {
  person: { username: string; profileColour: string } | null | undefined;
  missing?: string;
}) {
  const name = person?.username || missing;
  return (
    <span className="flex max-w-48 min-w-0 items-center gap-2">
      <span className="shrink-0">
        <Avatar size="sm" colour={person?.profileColour ?? ''} label={`${name}'s avatar`} />
      </span>
      <TruncatedText text={name} className={person ? 'font-semibold' : 'text-ink-muted italic'} />
    </span>
  );
}

/**
 * A long date with time (spec §2). Where the column is narrow it wraps once, after the day:
 * "November 24th," above "2026 at 4:02 AM", so two date columns fit beside the rest.
 */
export function DateCell({ iso }: { iso: string }) {
  const text = longDate(iso);
  const comma = text.indexOf(', ');
  return (
    <time dateTime={iso} className="block">
      {comma < 0 ? (
        text
      ) : (
        <>
          <span className="whitespace-nowrap">{text.slice(0, comma + 1)}</span>{' '}
          <span className="whitespace-nowrap">{text.slice(comma + 2)}</span>
        </>
      )}
    </time>
  );
}

/** Long text clamped to 3 lines (spec §9 post preview). */
export function ClampedText({ text }: { text: string }) {
  return <p className="line-clamp-3 max-w-60 min-w-28 wrap-anywhere">{text}</p>;
}

/** Featured? as a tick or a cross, with the Yes/No read by screen readers. */
export function TickCross({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
      <Check aria-hidden="true" className="size-4" />
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-red-50 text-red-800">
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">No</span>
    </span>
  );
}

/** The words of the Needs care badge: the column, its filter and the badge read the same. */
export const NEEDS_CARE = 'Needs care';

/**
 * Needs care (issue 20): the server found words suggesting self-harm or suicide in the item, so
 * the admin checks on its author first. A heart-and-hands icon named 'Needs care' (not colour
 * alone), or a muted No.
 */
export function NeedsCareCell({ value }: { value: boolean }) {
  return value ? (
    // An icon under the column's own heading, named for screen readers and on hover: a worded
    // badge made the Posts table too wide for 1280 px.
    <span
      title={NEEDS_CARE}
      className="inline-flex size-7 items-center justify-center rounded-full bg-amber-100 text-amber-950 ring-1 ring-amber-300"
    >
      <HeartHandshake aria-hidden="true" className="size-4" />
      <span className="sr-only">{NEEDS_CARE}</span>
    </span>
  ) : (
    <span className="text-ink-muted">No</span>
  );
}
