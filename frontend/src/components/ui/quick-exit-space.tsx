/**
 * The place kept free for Quick exit (issue 33): the button itself is drawn above every
 * dialog, sheet, menu and toast (see the safety feature's QuickExitButton), so it cannot live
 * inside the bars, whose own layers sit below the dialogs. Each bar keeps an empty space of
 * exactly the button's size where the button is drawn, so it never covers a control.
 *
 * - `bar`: the right end of the phone's bottom bar (up to 768 px), 7 rem wide, 4 rem tall.
 * - `header`: the right end of the top bar (from 769 px), 10 rem wide.
 * - `sidebar`: the top of the admin sidebar (from 769 px), 13.5 rem wide, 2.75 rem tall.
 */
const QUICK_EXIT_SPACE_CLASSES = {
  bar: 'block h-16 w-28 shrink-0 md:hidden',
  header: 'hidden w-40 shrink-0 md:block',
  sidebar: 'hidden h-11 w-54 shrink-0 md:block',
} as const;

export function QuickExitSpace({ where }: { where: keyof typeof QUICK_EXIT_SPACE_CLASSES }) {
  return <span aria-hidden="true" data-quick-exit-space={where} className={QUICK_EXIT_SPACE_CLASSES[where]} />;
}
