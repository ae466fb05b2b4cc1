import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { userKeys } from '../../../lib/current-user';
import type { User } from '../../../lib/current-user';

export interface ProfileInput {
  name: string;
  email: string;
  mobile: string;
}

/** PUT /api/user/update-user: answers the saved profile (e-mail lower-cased, mobile as 10 digits). */
export function updateUser(input: ProfileInput): Promise<ApiEnvelope<User>> {
  return api.put<User>('/api/user/update-user', input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
