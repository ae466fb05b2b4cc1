import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { UpdatedProfile } from '../../../../../functions/core/user';
import { userKeys } from '../../../lib/current-user';

export interface ProfileInput {
  name: string;
  email: string;
  mobile: string;
}

/**
 * PUT /api/user/update-user: answers the saved profile (mobile as 10 digits). A new e-mail is not
 * saved yet: it comes back as `pendingEmail`, waiting for the code mailed to it (verify-email).
 */
export function updateUser(input: ProfileInput): Promise<ApiEnvelope<UpdatedProfile>> {
  return api.put<UpdatedProfile>('/api/user/update-user', input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
