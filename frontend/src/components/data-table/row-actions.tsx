import type { LucideIcon } from 'lucide-react';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

// Icon buttons (the table is wide already); the verb and its object are read by screen
// readers and shown as a tooltip.
const actionClasses =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors';

/** A row's link to its detail or edit screen: a visible verb, and what it opens for screen readers. */
export function RowLink({ to, label, what, icon: Icon }: { to: string; label: string; what: string; icon: LucideIcon }) {
  return (
    <Link to={to} title={`${label} ${what}`} className={`${actionClasses} text-brand-deep hover:bg-blush`}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">
        {label} {what}
      </span>
    </Link>
  );
}

/** A row's button (e.g. a preview), styled like its links. */
export function RowButton({
  onClick,
  label,
  what,
  icon: Icon,
}: {
  onClick: () => void;
  label: string;
  what: string;
  icon: LucideIcon;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={`${label} ${what}`}
      className={`${actionClasses} text-brand-deep hover:bg-blush`}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">
        {label} {what}
      </span>
    </button>
  );
}

type DeleteRowButtonProps = {
  /** What is deleted, for screen readers, e.g. "topic Fertility". */
  what: string;
  /** Deletes on the server; resolves when done (a failure shows in the dialog). */
  remove: () => Promise<unknown>;
  /** Spec §8's toast, e.g. 'Topic deleted'. */
  deletedText: string;
  /** Reloads the table afterwards. */
  refetch: () => Promise<unknown>;
};

/** Delete, after spec §8's 'Are You Sure?' / 'This action cannot be undone'; then a toast and a reload. */
export function DeleteRowButton({ what, remove, deletedText, refetch }: DeleteRowButtonProps) {
  return (
    <ConfirmDialog
      triggerLabel={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Delete {what}</span>
        </>
      }
      triggerClassName={`${actionClasses} text-red-800 hover:bg-red-50`}
      confirmLabel="Delete"
      onConfirm={async () => {
        await remove();
        toast.success(deletedText);
        // The table shows a failed reload itself; the delete has happened.
        void refetch().catch(() => undefined);
      }}
    />
  );
}
