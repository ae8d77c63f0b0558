import { Avatar } from '@/components/ui/avatar';
import { StoredImageSlot } from '@/components/ui/stored-image-slot';
import { fullDate, relativeDate } from '@/lib/relative-date';

export type BylineAuthor = {
  username: string;
  profileColour: string;
  profileImage?: string | null;
};

type AuthorBylineProps = {
  /** Null for a deleted account. */
  author: BylineAuthor | null | undefined;
  createdAt: string;
  /** When its author last edited it: 'edited' shows beside the date. */
  editedAt?: string | null;
  /** What shows instead of a name when there is no author. */
  anonymousLabel?: string;
};

/** Who wrote it and when: her avatar (colour and picture), her username, a short date, and 'edited' once edited. */
export function AuthorByline({ author, createdAt, editedAt = null, anonymousLabel = 'Deleted account' }: AuthorBylineProps) {
  const name = author?.username ?? anonymousLabel;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar
        size="sm"
        colour={author?.profileColour ?? ''}
        label={`${name}'s avatar`}
        image={author?.profileImage ? <StoredImageSlot source={author.profileImage} alt="" shape="square" sizes="32px" loading="lazy" /> : null}
      />
      <div className="min-w-0 leading-tight">
        <p className={`truncate text-sm font-bold ${author ? 'text-ink' : 'text-ink-muted italic'}`}>{name}</p>
        <p className="text-xs text-ink-muted">
          <time dateTime={createdAt} title={fullDate(createdAt)}>
            {relativeDate(createdAt)}
          </time>
          {editedAt ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={editedAt} title={`Edited ${fullDate(editedAt)}`} className="italic">
                edited
              </time>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
