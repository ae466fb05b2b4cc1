import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import type { UserProfile } from '../../../../../functions/core/user';
import { userKeys } from '../../../lib/current-user';

export interface ProfileInput {
  name: string;
  email: string;
  mobile: string;
}

/** PUT /api/user/update-user: answers the saved profile (e-mail lower-cased, mobile as 10 digits). */
export function updateUser(input: ProfileInput): Promise<ApiEnvelope<UserProfile>> {
  return api.put<UserProfile>('/api/user/update-user', input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
