import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/entities/user/keys';

/** POST /api/user/verify-email: the code mailed to the new address moves the account there. */
export function verifyEmail(otp: string) {
  return api.post('/api/user/verify-email', { otp });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
