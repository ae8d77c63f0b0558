import { createContext, useContext } from 'react';
import type { ProfileInput } from '@/gql/graphql';
import type { useAutosave } from './use-autosave';

export type ProfileAutosave = ReturnType<typeof useAutosave<ProfileInput>>;

export const ProfileAutosaveContext = createContext<ProfileAutosave | null>(null);

/** The profile screen's autosave, for the parts of the screen that must know about it. */
export function useProfileAutosave(): ProfileAutosave {
  const autosave = useContext(ProfileAutosaveContext);
  if (!autosave) throw new Error('useProfileAutosave needs a ProfileForm around it');
  return autosave;
}
