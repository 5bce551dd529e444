import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/lib/session/session.slice';
import { useProfile } from '../api/get-profile';

export interface ProfileSummary {
  name: string;
  email: string;
  /** The picture, or undefined for initials. */
  avatarUrl: string | undefined;
}

/** `/v1/avatar` with the time the profile was read, so the browser fetches a changed picture. */
export function avatarUrl(version: number): string {
  return `/v1/avatar?v=${version}`;
}

/**
 * Who is signed in, as the header shows it. Read from the profile query, which a change in
 * profile settings updates in place and a change from another tab refreshes through the change
 * stream (collection `profile-settings`); the session's summary fills in until it has loaded.
 */
export function useProfileSummary(): ProfileSummary {
  const user = useAppSelector(selectSessionUser);
  const profile = useProfile();
  return {
    name: profile.data?.displayName || user?.name || user?.email || 'Account',
    email: profile.data?.email ?? user?.email ?? '',
    avatarUrl: profile.data?.hasAvatar ? avatarUrl(profile.dataUpdatedAt) : undefined,
  };
}
