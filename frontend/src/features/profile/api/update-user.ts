import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileUpdateRequest, UpdateUserRequest } from '@core/contracts/user';
import { userKeys } from '@/entities/user/keys';

/** The profile form's fields (the pincode is the header's location picker's). */
export type ProfileInput = Pick<ProfileUpdateRequest, 'name' | 'email' | 'mobile'>;

/**
 * PUT /api/user/update-user: answers the saved profile (mobile as 10 digits). A new e-mail is not
 * saved yet: it comes back as `pendingEmail`, waiting for the code mailed to it (verify-email).
 */
export function updateUser(input: UpdateUserRequest) {
  return api.put('/api/user/update-user', input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
