import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiBill } from '@core/bill-api';
import { api } from '@/lib/api-client';
import { storeKey } from '@/entities/product/keys';
import { cartKeys } from './keys';

/**
 * The cart's bill from the server's one bill rule: its fees (each with its reason), the offer, the
 * tip and the grand total checkout charges. Signed in: POST /api/cart/bill (the stored cart). A
 * guest: POST /api/cart/guest-bill with the lines kept in this browser (ids and quantities; the
 * server prices them), at the chosen store, so its fees show before sign-in. Under the cart's root,
 * so every cart change (which invalidates it) asks again; the lines are in the key too, so an
 * optimistic quantity change (or a guest's) asks at once. The cart's panel and checkout load it;
 * the home page never does.
 */
export function useCartBill(options: {
  lines: readonly { _id: string; quantity: number }[];
  storeId: string | null;
  addressId?: string;
  /** Whole rupees. */
  tip?: number;
  enabled: boolean;
  /** The lines are a guest's (not signed in): billed without an account. */
  guest?: boolean;
}) {
  const { lines, storeId, addressId, tip = 0, enabled, guest = false } = options;
  const linesKey = lines.map((line) => `${line._id}×${line.quantity}`).join(',');
  return useQuery({
    queryKey: [...cartKeys.all, guest ? 'guest-bill' : 'bill', storeKey(storeId), addressId ?? '', tip, linesKey] as const,
    queryFn: async (): Promise<ApiBill | null> => {
      const reply = guest
        ? await api.post('/api/cart/guest-bill', { lines: lines.map((line) => ({ productId: line._id, quantity: line.quantity })) }, { auth: 'none', storeId })
        : await api.post('/api/cart/bill', { ...(addressId ? { addressId } : {}), tip }, { storeId });
      return reply.data ?? null;
    },
    enabled: enabled && lines.length > 0,
    // The last bill stays on screen, marked as updating, while a changed cart's is asked.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
