import { DoorOpen } from 'lucide-react';
import { quickExit } from '../quick-exit';

export const QUICK_EXIT_LABEL = 'Quick exit';

type QuickExitButtonProps = {
  /**
   * `header`: in the top bar (wide screens). `floating`: fixed at the bottom right, where a
   * thumb reaches it (phones), above the bottom bar when the layout has one. `inline`: in a
   * page's text (Crisis Support).
   */
  placement: 'header' | 'floating' | 'inline';
  aboveBottomBar?: boolean;
  className?: string;
};

/** Leaves the site at once for an ordinary page (see quickExit); Escape twice does the same. */
export function QuickExitButton({ placement, aboveBottomBar = false, className = '' }: QuickExitButtonProps) {
  // Each placement owns its display: the top bar's from 769 px up, the floating one below.
  const look =
    placement === 'header'
      ? 'hidden md:inline-flex min-h-11 bg-white px-4 text-ink shadow-sm hover:bg-cream'
      : placement === 'inline'
        ? 'inline-flex min-h-11 bg-ink px-5 text-white shadow-sm hover:bg-brand-plum'
        : `inline-flex md:hidden fixed right-3 z-30 min-h-12 bg-ink px-4 text-white shadow-lg ring-2 ring-white hover:bg-brand-plum ${
            aboveBottomBar ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]' : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]'
          }`;
  return (
    <button
      type="button"
      onClick={quickExit}
      title="Leave this site at once (or press Escape twice)"
      className={`shrink-0 items-center justify-center gap-2 rounded-full text-sm font-bold ${look} ${className}`}
    >
      <DoorOpen aria-hidden="true" className="size-4" />
      {QUICK_EXIT_LABEL}
    </button>
  );
}
