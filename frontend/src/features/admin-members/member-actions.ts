import type { MemberActionKind } from '@/gql/graphql';

export const REASON_MAX_LENGTH = 500;
export const DEFAULT_SUSPENSION_DAYS = 7;

type ActionText = {
  /** The button on the member page. */
  label: string;
  title: (name: string) => string;
  description: string;
  submit: string;
  /** The toast once done. */
  done: string;
  /** Restrictions are red; lifts and admin rights are not. */
  danger: boolean;
};

export const MEMBER_ACTIONS: Record<MemberActionKind, ActionText> = {
  SUSPEND: {
    label: 'Suspend',
    title: (name) => `Suspend ${name}`,
    description:
      "She can still read, but can't post, comment, react, report or edit until the suspension ends. She stays signed in and is told until when.",
    submit: 'Suspend',
    done: 'Member suspended',
    danger: true,
  },
  LIFT_SUSPENSION: {
    label: 'Lift suspension',
    title: (name) => `Lift ${name}'s suspension`,
    description: 'She can write again at once.',
    submit: 'Lift suspension',
    done: 'Suspension lifted',
    danger: false,
  },
  SHADOW_BAN: {
    label: 'Shadow-ban',
    title: (name) => `Shadow-ban ${name}`,
    description:
      'Her new posts and comments are hidden from everyone but her and admins, as if reported. What she wrote before stays as it is.',
    submit: 'Shadow-ban',
    done: 'Member shadow-banned',
    danger: true,
  },
  LIFT_SHADOW_BAN: {
    label: 'Lift shadow ban',
    title: (name) => `Lift ${name}'s shadow ban`,
    description: 'What she writes from now on is visible again. Posts and comments already hidden stay hidden.',
    submit: 'Lift shadow ban',
    done: 'Shadow ban lifted',
    danger: false,
  },
  BAN: {
    label: 'Ban',
    title: (name) => `Ban ${name}`,
    description:
      "She is signed out at once, can't sign in again, and her email can't be used to register, even after her account is deleted.",
    submit: 'Ban',
    done: 'Member banned',
    danger: true,
  },
  LIFT_BAN: {
    label: 'Lift ban',
    title: (name) => `Lift ${name}'s ban`,
    description: 'She can sign in again, and her email can register again.',
    submit: 'Lift ban',
    done: 'Ban lifted',
    danger: false,
  },
  MAKE_ADMIN: {
    label: 'Make admin',
    title: (name) => `Make ${name} an admin`,
    description: 'She gets the whole back office, including these actions.',
    submit: 'Make admin',
    done: 'Admin rights given',
    danger: false,
  },
  REMOVE_ADMIN: {
    label: 'Remove admin rights',
    title: (name) => `Remove ${name}'s admin rights`,
    description: 'She keeps her account as a member. The forum always keeps at least one admin.',
    submit: 'Remove rights',
    done: 'Admin rights removed',
    danger: false,
  },
};

/** The actions her state allows: restrictions or their lifts; an admin's rights go first. */
export function availableActions(member: {
  isAdmin: boolean;
  suspendedUntil?: string | null;
  isShadowBanned: boolean;
  isBanned: boolean;
}) {
  if (member.isAdmin) return ['REMOVE_ADMIN'] as MemberActionKind[];
  const actions: MemberActionKind[] = [
    member.suspendedUntil ? 'LIFT_SUSPENSION' : 'SUSPEND',
    member.isShadowBanned ? 'LIFT_SHADOW_BAN' : 'SHADOW_BAN',
    member.isBanned ? 'LIFT_BAN' : 'BAN',
  ];
  if (!member.suspendedUntil && !member.isShadowBanned && !member.isBanned) actions.push('MAKE_ADMIN');
  return actions;
}
