import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** Every profile mutation answers with the new profile: put it straight into the cache. */
function useProfileMutation<TInput>(
  mutationFn: (input: TInput) => ReturnType<typeof updateProfile>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { showsOwnError: true },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}

export function updateProfile(input: { displayName: string }) {
  return callFunction('profileSettings.update', input);
}

export function uploadAvatar(input: {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  dataBase64: string;
}) {
  return callFunction('profileSettings.uploadAvatar', input);
}

export function removeAvatar() {
  return callFunction('profileSettings.removeAvatar', {});
}

export const useUpdateProfile = () => useProfileMutation(updateProfile);
export const useUploadAvatar = () => useProfileMutation(uploadAvatar);
export const useRemoveAvatar = () => useProfileMutation(removeAvatar);
