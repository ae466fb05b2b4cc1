import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderInvoiceReply } from '@core/contracts/invoice';
import { api, ApiError } from '@/lib/api-client';
import { orderKeys } from '@/entities/order/keys';

/** POST /api/order/invoice: a delivered order's tax invoice and credit notes (404: none, with the reason). */
export async function getOrderInvoice(orderId: string): Promise<OrderInvoiceReply> {
  const { data } = await api.post('/api/order/invoice', { orderId });
  return data;
}

export const orderInvoiceQueryOptions = (orderId: string) =>
  queryOptions({
    // Under the order's detail, so what refreshes the order refreshes its invoice and credit notes.
    queryKey: [...orderKeys.detail(orderId), 'invoice'],
    queryFn: () => getOrderInvoice(orderId),
    // A 404 is an answer (no invoice, and why), not a failure to try again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    staleTime: 60_000,
  });

export function useOrderInvoice(orderId: string, enabled = true) {
  return useQuery({ ...orderInvoiceQueryOptions(orderId), enabled });
}
