import { Menu } from '@base-ui/react/menu';
import { Ban, Bookmark, BookmarkX, EllipsisVertical, Flag, Link2, Pencil, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';

const itemClasses =
  'flex min-h-11 cursor-default items-center gap-2 px-4 text-sm font-semibold outline-none select-none data-highlighted:bg-blush data-highlighted:text-brand-deep data-disabled:text-ink-muted data-disabled:data-highlighted:bg-cream';

type ContentMenuPopupProps = {
  /** "Post options" or "Comment options". */
  label: string;
  /** The trigger, where focus returns when a dialog the menu opened closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerClassName: string;
  /** Her own words: Edit (off, with why, while under review) and Delete. */
  own: {
    onEdit: () => void;
    editDisabledReason?: string | null;
    onDelete: () => void;
  } | null;
  onReport: () => void;
  /** Copies the item's permalink (comments have one). */
  onCopyLink: (() => void) | null;
  /** Someone else's words whose author can be named: Block. */
  onBlock: (() => void) | null;
  /** A post: Save, or Remove from Saved once she saved it. */
  save?: { saved: boolean; onToggle: () => void } | null;
  /** Open or not: `ContentMenu` keeps it, so a menu mounted again (after an edit) stays shut. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The ⋮ menu itself, loaded the first time she opens one (`ContentMenu` draws a plain button
 * until then), in place of that button.
 */
export function ContentMenuPopup({
  label,
  triggerRef,
  triggerClassName,
  own,
  onReport,
  onCopyLink,
  onBlock,
  save = null,
  open,
  onOpenChange,
}: ContentMenuPopupProps) {
  const editBlocked = own?.editDisabledReason ?? null;
  return (
    <Menu.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <Menu.Trigger ref={triggerRef} aria-label={label} className={triggerClassName}>
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={4} align="end" collisionPadding={8} className="z-50 outline-none">
          <Menu.Popup className="max-w-72 min-w-44 origin-[var(--transform-origin)] rounded-2xl bg-white py-1 text-ink shadow-xl ring-1 ring-blush outline-none transition-[opacity,scale] duration-100 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
            {onCopyLink ? (
              <Menu.Item onClick={onCopyLink} className={itemClasses}>
                <Link2 aria-hidden="true" className="size-4 shrink-0" />
                Copy link
              </Menu.Item>
            ) : null}
            {save ? (
              <Menu.Item onClick={save.onToggle} className={itemClasses}>
                {save.saved ? (
                  <>
                    <BookmarkX aria-hidden="true" className="size-4 shrink-0" />
                    Remove from Saved
                  </>
                ) : (
                  <>
                    <Bookmark aria-hidden="true" className="size-4 shrink-0" />
                    Save
                  </>
                )}
              </Menu.Item>
            ) : null}
            {own ? (
              <>
                <Menu.Item
                  disabled={editBlocked !== null}
                  onClick={own.onEdit}
                  label="Edit"
                  className={`${itemClasses} ${editBlocked ? 'py-2' : ''}`}
                >
                  <Pencil aria-hidden="true" className={`size-4 shrink-0 ${editBlocked ? 'mt-0.5 self-start' : ''}`} />
                  <span className="min-w-0">
                    Edit
                    {editBlocked ? (
                      <span className="block text-xs font-normal text-ink-muted">{editBlocked}</span>
                    ) : null}
                  </span>
                </Menu.Item>
                <Menu.Item
                  onClick={own.onDelete}
                  className={`${itemClasses} text-red-800 data-highlighted:bg-red-50 data-highlighted:text-red-800`}
                >
                  <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                  Delete
                </Menu.Item>
              </>
            ) : (
              <>
                <Menu.Item onClick={onReport} className={itemClasses}>
                  <Flag aria-hidden="true" className="size-4" />
                  Report
                </Menu.Item>
                {onBlock ? (
                  <Menu.Item onClick={onBlock} className={itemClasses}>
                    <Ban aria-hidden="true" className="size-4" />
                    Block
                  </Menu.Item>
                ) : null}
              </>
            )}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
