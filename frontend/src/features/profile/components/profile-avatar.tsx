import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Avatar, type AvatarSize } from '@/components/ui/avatar';

/** The avatar as the form has it now: follows the colour field while she picks one. */
export function ProfileAvatar({ username, image, size = 'lg' }: { username: string; image: ReactNode; size?: AvatarSize }) {
  const colour = useWatch({ name: 'profileColour' }) as string | undefined;
  return <Avatar colour={colour} label={`${username}'s avatar`} size={size} image={image} />;
}
