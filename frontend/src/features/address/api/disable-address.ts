import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { addressKeys } from './get-addresses';

/** DELETE /api/address/disable: status becomes false, so the address is hidden ("Address Remove"). */
export function disableAddress(id: string): Promise<ApiEnvelope<{ _id: string }>> {
  return api.delete<{ _id: string }>('/api/address/disable', { _id: id });
}

export function useDisableAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
