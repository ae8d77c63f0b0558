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
  /** What shows instead of a name when there is no author. */
  anonymousLabel?: string;
};

/** Who wrote it and when: her avatar (colour and picture), her username, and a short date. */
export function AuthorByline({ author, createdAt, anonymousLabel = 'Deleted account' }: AuthorBylineProps) {
  const name = author?.username ?? anonymousLabel;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar
        size="sm"
        colour={author?.profileColour ?? ''}
        label={`${name}'s avatar`}
        image={author?.profileImage ? <StoredImageSlot source={author.profileImage} alt="" /> : null}
      />
      <div className="min-w-0 leading-tight">
        <p className={`truncate text-sm font-bold ${author ? 'text-ink' : 'text-ink-muted italic'}`}>{name}</p>
        <time dateTime={createdAt} title={fullDate(createdAt)} className="text-xs text-ink-muted">
          {relativeDate(createdAt)}
        </time>
      </div>
    </div>
  );
}
