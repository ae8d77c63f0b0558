/**
 * The one look of every dialog (Base UI's Dialog and AlertDialog take the same classes): a
 * dimmed backdrop, a centred white card that scrolls inside a small screen, and the brand
 * gradient along its top (`DialogAccent`). On a phone the card keeps clear of the bottom 5 rem,
 * where Quick exit stays above it.
 */
export const dialogBackdropClasses =
  'fixed inset-0 z-40 bg-ink/40 transition-opacity duration-150 data-ending-style:opacity-0 data-starting-style:opacity-0';

const popupWidths = {
  sm: 'w-[26rem]',
  md: 'w-[30rem]',
  lg: 'w-[40rem]',
  xl: 'w-[46rem]',
} as const;

export function dialogPopupClasses(width: keyof typeof popupWidths = 'md') {
  return `fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-10rem)] md:max-h-[calc(100dvh-2rem)] ${popupWidths[width]} max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl bg-white p-6 text-ink shadow-2xl outline-none transition-[opacity,scale] duration-150 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0`;
}
