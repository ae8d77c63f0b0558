import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { FEED_SORTS, TOP_PERIODS, type FeedOrder } from '../feed-sort';

type FeedSortControlProps = {
  order: FeedOrder;
  onChange: (order: FeedOrder) => void;
};

/**
 * Issue 36: New or Top, as a two-button switch (one tap, as on Reddit's and Discourse's mobile
 * lists), and for Top the period it ranks over.
 */
export function FeedSortControl({ order, onChange }: FeedSortControlProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Sort posts" className="inline-flex rounded-full bg-blush/60 p-1 ring-1 ring-blush">
        {FEED_SORTS.map((option) => {
          const pressed = option.value === order.sort;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ ...order, sort: option.value })}
              className={`min-h-9 min-w-16 rounded-full px-4 text-sm font-bold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-deep ${
                pressed ? 'bg-white text-brand-deep shadow-sm' : 'text-ink-muted hover:text-ink'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {order.sort === 'TOP' ? (
        <div className="relative">
          <label htmlFor={`${id}-period`} className="sr-only">
            Top of
          </label>
          <select
            id={`${id}-period`}
            value={order.period}
            onChange={(event) =>
              onChange({
                ...order,
                period: event.target.value as FeedOrder['period'],
              })
            }
            className="min-h-11 appearance-none rounded-full border border-ink/20 bg-white py-2 pr-10 pl-4 text-sm font-semibold text-ink shadow-sm outline-none focus:border-brand-deep"
          >
            {TOP_PERIODS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
      ) : null}
    </div>
  );
}
