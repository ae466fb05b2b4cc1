import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressKeys } from './get-addresses';

/** DELETE /api/address/disable: status becomes false, so the address is hidden ("Address Remove"). */
export function disableAddress(id: string) {
  return api.delete('/api/address/disable', { _id: id });
}

export function useDisableAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
