import { quickExit } from '../quick-exit';

export const QUICK_EXIT_LABEL = 'Quick exit';

type QuickExitButtonProps = {
  /**
   * `docked`: the layout's own Quick exit, fixed in the space its bars keep free for it
   * (`QuickExitSpace`): the right end of the bottom bar on a phone, and on wide screens the
   * right end of the top bar (`header`) or the top of the admin sidebar (`sidebar`).
   * `inline`: in a page's text (Crisis Support).
   */
  placement: 'docked' | 'inline';
  wide?: 'header' | 'sidebar';
};

/**
 * The docked button's layer: above Base UI's dialogs, drawers and menus (z-40/z-50, with their
 * backdrops) and react-toastify's toasts (9999), so that on a phone, which has no Escape key,
 * a dialog's backdrop never stands between her and the way out.
 */
const ABOVE_EVERYTHING = 'z-[10000]';

const dockedLook = (wide: 'header' | 'sidebar') =>
  [
    `fixed ${ABOVE_EVERYTHING} inline-flex bg-ink text-white hover:bg-brand-plum focus-visible:outline-white`,
    // Phone: the bottom bar's right end (QuickExitSpace 'bar'), above the home indicator.
    'right-0 bottom-[env(safe-area-inset-bottom)] h-16 w-28 flex-col rounded-none text-xs',
    // Wide: the top bar's right end (QuickExitSpace 'header': 10 rem, the bar's 0.75 rem padding),
    // or the admin sidebar's top (QuickExitSpace 'sidebar', after its 1.25 rem / 1 rem padding).
    wide === 'header'
      ? 'md:top-3 md:right-4 md:bottom-auto md:h-11 md:w-36 md:flex-row md:rounded-full md:text-sm md:ring-2 md:ring-white'
      : 'md:top-4 md:right-auto md:bottom-auto md:left-5 md:h-11 md:w-54 md:flex-row md:rounded-full md:text-sm md:ring-2 md:ring-white',
  ].join(' ');

/**
 * Lucide's door-open, drawn inline: the button is in the app root, so importing the icon would
 * put lucide-react's icon machinery (about 2 kB gzipped) into the first download of `/`.
 */
function DoorOpenIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M10 21H2" />
      <path d="M10 3H7a2 2 0 00-2 2v16" />
      <path d="M14 12h.01" />
      <path d="M19 21V5a2 2 0 00-1.675-1.974l-6.163-1.013A1 1 0 0010 3v18a1 1 0 001.124.992z" />
      <path d="M22 21h-3" />
    </svg>
  );
}

/** Leaves the site at once for an ordinary page (see quickExit); Escape twice does the same. */
export function QuickExitButton({ placement, wide = 'header' }: QuickExitButtonProps) {
  const look =
    placement === 'inline'
      ? 'inline-flex min-h-11 rounded-full bg-ink px-5 text-sm text-white shadow-sm hover:bg-brand-plum'
      : dockedLook(wide);
  return (
    <button
      type="button"
      onClick={quickExit}
      data-quick-exit={placement}
      title="Leave this site at once (or press Escape twice)"
      className={`shrink-0 items-center justify-center gap-1 font-bold md:gap-2 ${look}`}
    >
      <DoorOpenIcon className="size-5 md:size-4" />
      {QUICK_EXIT_LABEL}
    </button>
  );
}
