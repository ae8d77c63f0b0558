import { Popover } from '@base-ui/react/popover';
import { SmilePlus } from 'lucide-react';
import { useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_REACTIONS_SHOWN, shownReactions, type Tally } from '../reactions';
import { suspensionText } from '../suspension';
import { useKnownSuspension } from '../hooks/use-known-suspension';
import { ReactionButtons } from './reaction-buttons';

type ReactionPickerProps = {
  tallies: readonly Tally[];
  onToggle: (reactionTypeId: string) => void;
  /** The accessible name of the reactions shown, e.g. "Reactions to this comment". */
  label: string;
};

/**
 * A post's or comment's reactions, compact for a phone (issue 36): only the ones someone chose,
 * on one line on a phone, and a "+" button that opens every reaction type (each showing its
 * count, hers pressed) to add or remove hers.
 */
export function ReactionPicker({ tallies, onToggle, label }: ReactionPickerProps) {
  // The popover exists from the first time she opens it: a feed's cards at rest hold a plain
  // button each, which keeps a phone's first screen quick to draw.
  const [active, setActive] = useState(false);
  const [open, setOpen] = useState(false);
  const suspendedUntil = useKnownSuspension();
  const phone = useMediaQuery('(max-width: 767px)', false);
  const given = tallies.filter((tally) => tally.count > 0 || tally.reactedByMe).length;
  const chosen = shownReactions(tallies, phone ? PHONE_REACTIONS_SHOWN : null);
  const more = given - chosen.length;
  const triggerProps = {
    'aria-label': more > 0 ? `Add a reaction, or see ${more} more` : 'Add a reaction',
    disabled: Boolean(suspendedUntil),
    title: suspendedUntil ? suspensionText(suspendedUntil) : undefined,
    className:
      'inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-0.5 rounded-full border px-2 border-ink/10 bg-white text-ink-muted transition-colors enabled:hover:border-brand-deep/40 enabled:hover:text-brand-deep disabled:cursor-not-allowed disabled:opacity-70 data-popup-open:border-brand-deep data-popup-open:text-brand-deep md:h-9 md:min-w-9',
  };
  const triggerContent = (
    <>
      <SmilePlus aria-hidden="true" className="size-5" />
      {more > 0 ? (
        <span aria-hidden="true" className="text-xs font-semibold tabular-nums">
          +{more}
        </span>
      ) : null}
    </>
  );
  return (
    <div className="flex flex-nowrap items-center gap-1.5 md:flex-wrap">
      {chosen.length > 0 ? <ReactionButtons compact label={label} tallies={chosen} onToggle={onToggle} /> : null}
      {active ? (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger {...triggerProps}>{triggerContent}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Positioner sideOffset={6} align="start" collisionPadding={8} className="z-50 outline-none">
              <Popover.Popup className="max-w-[calc(100vw-1rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-blush outline-none transition-[opacity,scale] duration-150 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
                <Popover.Title className="sr-only">Choose a reaction</Popover.Title>
                <ReactionButtons
                  compact
                  label="Every reaction"
                  tallies={tallies}
                  onToggle={(reactionTypeId) => {
                    onToggle(reactionTypeId);
                    setOpen(false);
                  }}
                />
              </Popover.Popup>
            </Popover.Positioner>
          </Popover.Portal>
        </Popover.Root>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          {...triggerProps}
          onClick={() => {
            setActive(true);
            setOpen(true);
          }}
        >
          {triggerContent}
        </button>
      )}
    </div>
  );
}
