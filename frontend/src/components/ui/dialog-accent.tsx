/** The brand gradient along a dialog's top edge (the card's first child; see dialog-classes.ts). */
export function DialogAccent() {
  return <div aria-hidden="true" className="bg-brand-gradient -mx-6 -mt-6 h-1.5 shrink-0 rounded-t-3xl" />;
}
