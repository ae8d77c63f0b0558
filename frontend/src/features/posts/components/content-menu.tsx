import { EllipsisVertical } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, graphQLErrorInfo, serverErrorText } from '@/components/form/form-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { copyLink } from '@/lib/copy-link';
import { BLOCK_DESCRIPTION, blockTitle, useBlockMember } from '../api/block-member';
import type { ReportTarget } from '../api/report-content';

// Loaded the first time she reports, not with every card's menu.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));
// The menu's own code (base-ui's Menu and its positioning) loads when she reaches for a menu,
// not with every card: twenty menus at rest were a good part of a phone's first feed render
// (issue 21). Pointing at or focusing a ⋮ button fetches it, so it is there by the click.
const loadPopup = () => import('./content-menu-popup');
const ContentMenuPopup = lazy(async () => ({ default: (await loadPopup()).ContentMenuPopup }));
const preloadPopup = () => void loadPopup();

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
  /** The item's permalink (a path on this site): "Copy link" puts its full address on her clipboard. */
  link?: string;
  /** A post: Save, or Remove from Saved (hers or anyone's). */
  save?: { saved: boolean; onToggle: () => void } | null;
};

const triggerClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-blush hover:text-brand-deep data-popup-open:bg-blush data-popup-open:text-brand-deep md:size-9';

/**
 * The ⋮ menu of a post or a comment (keyboard operable, named "Post options" or "Comment
 * options"). On someone else's words it offers Report (spec §4) and Block (issue 19: asks
 * first, then hides the member's posts and collapses her comments); on her own, Edit and
 * Delete (Delete asks first: 'Are You Sure?'). A post's menu starts with Save (or Remove from
 * Saved), hers or not (issue 36). A deleted comment has nothing left to act on:
 * then there is no menu at all. An admin can't be blocked, but an author doesn't say who is
 * one: the server's refusal shows as a toast. A comment's menu starts with "Copy link" (its
 * permalink, issue 36).
 */
export function ContentMenu({
  target,
  ownerId,
  ownerName,
  onBlocked,
  hidden = false,
  own,
  link,
  save = null,
}: ContentMenuProps) {
  const { user } = useAuth();
  const [reporting, setReporting] = useState(false);
  // Mounted from the first opening on, so it closes with its own transition.
  const [reportLoaded, setReportLoaded] = useState(false);
  if (reporting && !reportLoaded) setReportLoaded(true);
  const [deleting, setDeleting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  // The menu, and each dialog, exist from the first time she opens them: a feed's twenty
  // cards at rest hold a button each, nothing more.
  const [active, setActive] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Hidden while open (she chose Edit): it must not open again by itself when it comes back.
  if (hidden && menuOpen) setMenuOpen(false);
  const [deleteLoaded, setDeleteLoaded] = useState(false);
  if (deleting && !deleteLoaded) setDeleteLoaded(true);
  const [blockLoaded, setBlockLoaded] = useState(false);
  if (blocking && !blockLoaded) setBlockLoaded(true);
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

  const plainTrigger = (
    <button
      ref={trigger}
      type="button"
      aria-label={`${what} options`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadPopup}
      onFocus={preloadPopup}
      onClick={() => {
        setActive(true);
        setMenuOpen(true);
      }}
      className={triggerClasses}
    >
      <EllipsisVertical aria-hidden="true" className="size-5" />
    </button>
  );

  return (
    <>
      {active ? (
        <Suspense fallback={plainTrigger}>
          <ContentMenuPopup
            label={`${what} options`}
            triggerRef={trigger}
            triggerClassName={triggerClasses}
            own={mine && own ? { ...own, onDelete: () => setDeleting(true) } : null}
            onReport={() => setReporting(true)}
            onCopyLink={link ? () => void copyLink(link) : null}
            onBlock={blockable ? () => setBlocking(true) : null}
            save={save}
            open={menuOpen}
            onOpenChange={setMenuOpen}
          />
        </Suspense>
      ) : (
        plainTrigger
      )}
      {mine && own ? (
        deleteLoaded ? (
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            finalFocus={trigger}
            confirmLabel={`Delete ${what.toLowerCase()}`}
            onConfirm={own.onDelete}
            errorText={(error) =>
              serverErrorText(error) ?? ((error instanceof Error && error.message) || GENERIC_FORM_ERROR)
            }
          />
        ) : null
      ) : reportLoaded ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={reporting} onOpenChange={setReporting} finalFocus={trigger} />
        </Suspense>
      ) : null}
      {blockable && ownerName && blockLoaded ? (
        <ConfirmDialog
          open={blocking}
          onOpenChange={setBlocking}
          finalFocus={trigger}
          title={blockTitle(ownerName)}
          description={BLOCK_DESCRIPTION}
          confirmLabel="Block"
          onConfirm={block}
          errorText={(error) =>
            serverErrorText(error) ?? ((error instanceof Error && error.message) || GENERIC_FORM_ERROR)
          }
        />
      ) : null}
    </>
  );
}
