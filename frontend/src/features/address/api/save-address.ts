import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Address, AddressInput } from '@/features/address/types';
import { addressKeys } from './get-addresses';

/** POST /api/address/create ("Address Created Successfully"). */
export function createAddress(input: AddressInput) {
  return api.post('/api/address/create', input, { idempotent: true });
}

/**
 * PUT /api/address/update: answers the saved fields and the _id. The spec sends userId too; the
 * server takes the owner from the token.
 */
export function updateAddress(input: AddressInput & { _id: string; userId: string }) {
  return api.put('/api/address/update', input);
}

/** Either call, by whether an address is being edited; the list is refetched after success. */
export function useSaveAddress(editing?: Pick<Address, '_id' | 'userId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      editing ? updateAddress({ _id: editing._id, userId: editing.userId, ...input }) : createAddress(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
