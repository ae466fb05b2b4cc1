import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/user/keys';
import { uploadImage } from '@/lib/upload-image';

/** PUT /api/user/upload-avatar with the URL of an image already uploaded for the purpose 'avatar'. */
export function uploadAvatar(avatar: string) {
  return api.put('/api/user/upload-avatar', { avatar });
}

/** The whole change of picture: the file goes to the bucket first, then the profile points at it. */
export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => uploadAvatar(await uploadImage(file, 'avatar')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
