import { createContext, useContext } from 'react';
import type { member } from '../../../core';

export interface ProfileState {
  profile: member.Profile;
  /** Replaces parts of the profile after a change the server confirmed. */
  update: (changes: Partial<member.Profile>) => void;
}

/** The member's profile, loaded once by the security centre and shared by its sections. */
export const ProfileContext = createContext<ProfileState | null>(null);

export function useProfile(): ProfileState {
  const state = useContext(ProfileContext);
  if (!state) throw new Error('Security centre sections render inside the security centre');
  return state;
}
