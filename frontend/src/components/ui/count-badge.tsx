type CountBadgeProps = {
  /** Nothing shows for none (0, or not known yet). */
  count: number | null | undefined;
  className?: string;
};

/**
 * A small number on the corner of an icon, e.g. unread notifications. Only a number: on a
 * shared screen it says nothing about what it counts. Hidden from screen readers, since the
 * link it sits on says it in its name.
 */
export function CountBadge({ count, className = '' }: CountBadgeProps) {
  if (!count || count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`absolute -top-1.5 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-deep px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums ring-2 ring-white ${className}`}
    >
      {/* 99 at most, then "99+". */}
      {count > 99 ? '99+' : count}
    </span>
  );
}
