import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { GENERIC_FORM_ERROR, serverErrorText } from '@/components/form/form-error';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button-classes';
import { StoredImageSlot } from '@/components/ui/stored-image-slot';
import { graphql } from '@/gql';
import { unblockedText, useUnblockMember } from '../api/blocked-members';

/** What the list says when she has blocked nobody. */
export const NO_BLOCKED_MEMBERS_TEXT = "You haven't blocked anyone.";

const BlockedMember_author = graphql(`
  fragment BlockedMember_author on Author {
    id
    username
    profileColour
    profileImage
  }
`);

type BlockedMemberRef = FragmentType<typeof BlockedMember_author>;

type BlockedMemberProps = {
  member: BlockedMemberRef;
  /** Runs once she is unblocked (and gone from the list). */
  onUnblocked: () => void;
};

function BlockedMember({ member, onUnblocked }: BlockedMemberProps) {
  const { data, complete } = useFragment({ fragment: BlockedMember_author, from: member });
  const unblock = useUnblockMember();
  const [pending, setPending] = useState(false);
  if (!complete) return null;

  const run = async () => {
    setPending(true);
    try {
      await unblock(data.id);
      toast.success(unblockedText(data.username));
      onUnblocked();
    } catch (error) {
      console.error(error);
      toast.error(serverErrorText(error) ?? GENERIC_FORM_ERROR);
      setPending(false);
    }
  };

  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar
          size="sm"
          colour={data.profileColour}
          label={`${data.username}'s avatar`}
          image={data.profileImage ? <StoredImageSlot source={data.profileImage} alt="" shape="square" sizes="32px" loading="lazy" /> : null}
        />
        <span className="truncate font-bold text-ink">{data.username}</span>
      </div>
      <button
        type="button"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={`Unblock ${data.username}`}
        onClick={() => void run()}
        className={`${buttonClasses('secondary')} shrink-0 disabled:opacity-60`}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        Unblock
      </button>
    </li>
  );
}

/**
 * The members she blocked (issue 19), each with her avatar, username and Unblock. Unblocking
 * takes her off the list at once, and focus moves to the list rather than to nowhere.
 */
export function BlockedMembers({ members }: { members: readonly ({ id: string } & BlockedMemberRef)[] }) {
  const list = useRef<HTMLDivElement>(null);
  const focusList = () => window.setTimeout(() => list.current?.focus());
  return (
    <div ref={list} tabIndex={-1} className="rounded-2xl outline-offset-4">
      {members.length === 0 ? (
        <p className="text-ink-muted">{NO_BLOCKED_MEMBERS_TEXT}</p>
      ) : (
        <ul aria-label="Blocked members" className="divide-y divide-blush">
          {members.map((member) => (
            <BlockedMember key={member.id} member={member} onUnblocked={focusList} />
          ))}
        </ul>
      )}
    </div>
  );
}
