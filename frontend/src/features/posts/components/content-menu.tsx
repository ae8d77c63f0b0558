import { Menu } from '@base-ui/react/menu';
import { Ban, EllipsisVertical, Flag, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, graphQLErrorInfo, serverErrorText } from '@/components/form/form-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { BLOCK_DESCRIPTION, blockTitle, useBlockMember } from '../api/block-member';
import type { ReportTarget } from '../api/report-content';

// Loaded the first time she reports, not with every card's menu.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

/** What her own post or comment offers in its menu. */
export type OwnActions = {
  onEdit: () => void;
  /** Why Edit is off (e.g. under review), or null when she may edit. */
  editDisabledReason?: string | null;
  /** Deletes it once she has confirmed; throws to show the failure in the dialog. */
  onDelete: () => Promise<unknown>;
};

type ContentMenuProps = {
  target: ReportTarget;
  /** The post's or comment's author; null for a deleted account. */
  ownerId: string | null | undefined;
  /** The author's username: someone else's words can be blocked by it. */
  ownerName?: string | null;
  /** Runs once she has blocked the author (the menu may have gone with what it was on). */
  onBlocked?: () => void;
  /** Left out where there is nothing to report (a deleted comment). */
  hidden?: boolean;
  /** Edit and Delete, offered instead of Report when the item is hers. */
  own?: OwnActions;
};

const itemClasses =
  'flex min-h-11 cursor-default items-center gap-2 px-4 text-sm font-semibold outline-none select-none data-highlighted:bg-blush data-highlighted:text-brand-deep data-disabled:text-ink-muted data-disabled:data-highlighted:bg-cream';

/**
 * The ⋮ menu of a post or a comment (keyboard operable, named "Post options" or "Comment
 * options"). On someone else's words it offers Report (spec §4) and Block (issue 19: asks
 * first, then hides the member's posts and collapses her comments); on her own, Edit and
 * Delete (Delete asks first: 'Are You Sure?'). A deleted comment has nothing left to act on:
 * then there is no menu at all. An admin can't be blocked, but an author doesn't say who is
 * one: the server's refusal shows as a toast.
 */
export function ContentMenu({ target, ownerId, ownerName, onBlocked, hidden = false, own }: ContentMenuProps) {
  const { user } = useAuth();
  const [reporting, setReporting] = useState(false);
  // Mounted from the first opening on, so it closes with its own transition.
  const [reportLoaded, setReportLoaded] = useState(false);
  if (reporting && !reportLoaded) setReportLoaded(true);
  const [deleting, setDeleting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const blockMember = useBlockMember();
  if (hidden || !user || !ownerId) return null;
  const mine = user.id === ownerId;
  const blockable = !mine && Boolean(ownerName);

  const block = async () => {
    if (!ownerName) return;
    try {
      await blockMember({ id: ownerId, username: ownerName });
      onBlocked?.();
    } catch (error) {
      // A refusal (an admin) is the answer, not a failure to try again: it closes the dialog.
      const info = graphQLErrorInfo(error);
      if (info?.code !== 'FORBIDDEN') throw error;
      toast.error(info.message || "This member can't be blocked.");
    }
  };
  if (mine && !own) return null;
  const what = target.kind === 'post' ? 'Post' : 'Comment';
  const editBlocked = own?.editDisabledReason ?? null;

  return (
    <>
      <Menu.Root>
        <Menu.Trigger
          ref={trigger}
          aria-label={`${what} options`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-blush hover:text-brand-deep data-popup-open:bg-blush data-popup-open:text-brand-deep md:size-9"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={4} align="end" collisionPadding={8} className="z-50 outline-none">
            <Menu.Popup className="max-w-72 min-w-44 origin-[var(--transform-origin)] rounded-2xl bg-white py-1 text-ink shadow-xl ring-1 ring-blush outline-none transition-[opacity,scale] duration-100 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
              {mine && own ? (
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
                    onClick={() => setDeleting(true)}
                    className={`${itemClasses} text-red-800 data-highlighted:bg-red-50 data-highlighted:text-red-800`}
                  >
                    <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                    Delete
                  </Menu.Item>
                </>
              ) : (
                <>
                  <Menu.Item onClick={() => setReporting(true)} className={itemClasses}>
                    <Flag aria-hidden="true" className="size-4" />
                    Report
                  </Menu.Item>
                  {blockable ? (
                    <Menu.Item onClick={() => setBlocking(true)} className={itemClasses}>
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
      {mine && own ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          finalFocus={trigger}
          confirmLabel={`Delete ${what.toLowerCase()}`}
          onConfirm={own.onDelete}
          errorText={(error) => serverErrorText(error) ?? ((error instanceof Error && error.message) || GENERIC_FORM_ERROR)}
        />
      ) : (
        reportLoaded ? (
          <Suspense fallback={null}>
            <ReportDialog target={target} open={reporting} onOpenChange={setReporting} finalFocus={trigger} />
          </Suspense>
        ) : null
      )}
      {blockable && ownerName ? (
        <ConfirmDialog
          open={blocking}
          onOpenChange={setBlocking}
          finalFocus={trigger}
          title={blockTitle(ownerName)}
          description={BLOCK_DESCRIPTION}
          confirmLabel="Block"
          onConfirm={block}
          errorText={(error) => serverErrorText(error) ?? ((error instanceof Error && error.message) || GENERIC_FORM_ERROR)}
        />
      ) : null}
    </>
  );
}
