import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast/headless';
import type { SubstitutionPreference } from '@core/substitution';
import { api, errorMessage } from '@/lib/api-client';
import { currentStoreId } from '@/lib/store-choice';
import { cartKeys } from '@/entities/cart/keys';
import type { CartLine } from '@/features/cart/types';
import { CART_SCOPE, FEEDBACK_TOAST, editLines, syncWhenIdle } from './cart-mutations';

const withPreference = (lines: CartLine[], lineId: string, substitution: SubstitutionPreference) =>
  lines.map((line) => (line._id === lineId ? { ...line, substitution } : line));

/**
 * A line's substitution preference (PUT /api/cart/update-qty with its quantity as it is): shown at
 * once, put back by the server's cart when refused (a chosen product of another sub category).
 */
export function useLineSubstitution(line: CartLine) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.line(line._id), 'substitution'],
    scope: CART_SCOPE,
    mutationFn: (substitution: SubstitutionPreference) =>
      api.put('/api/cart/update-qty', { _id: line._id, qty: line.quantity, substitution }, { storeId: currentStoreId() }),
    onMutate: (substitution) => editLines(queryClient, (lines) => withPreference(lines, line._id, substitution)),
    onError: (error) => {
      toast.error(errorMessage(error) || 'Could not save what to do if it is out of stock', { id: FEEDBACK_TOAST });
    },
    onSettled: () => syncWhenIdle(queryClient),
  });
}
