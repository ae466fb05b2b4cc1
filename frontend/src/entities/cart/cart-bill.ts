import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiBill } from '@core/bill-api';
import { api } from '@/lib/api-client';
import { storeKey } from '@/entities/product/keys';
import { cartKeys } from './keys';

/**
 * POST /api/cart/bill: the cart's fees (each with its reason), the offer, the tip and the grand total
 * checkout charges, from the server's one bill rule. Under the cart's root, so every cart change
 * (which invalidates it) asks again; the lines are in the key too, so an optimistic quantity change
 * asks at once. The cart's panel and checkout load it; the home page never does.
 */
export function useCartBill(options: {
  lines: readonly { _id: string; quantity: number }[];
  storeId: string | null;
  addressId?: string;
  /** Whole rupees. */
  tip?: number;
  enabled: boolean;
}) {
  const { lines, storeId, addressId, tip = 0, enabled } = options;
  const linesKey = lines.map((line) => `${line._id}×${line.quantity}`).join(',');
  return useQuery({
    queryKey: [...cartKeys.all, 'bill', storeKey(storeId), addressId ?? '', tip, linesKey] as const,
    queryFn: async (): Promise<ApiBill | null> => (await api.post('/api/cart/bill', { ...(addressId ? { addressId } : {}), tip }, { storeId })).data ?? null,
    enabled: enabled && lines.length > 0,
    // The last bill stays on screen, marked as updating, while a changed cart's is asked.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
