import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The picker's calls: the store's queue (POST /api/picker/queue), Start picking, scan, unavailable
 * and Packed. Scan and unavailable send an Idempotency-Key (api-client `idempotent`): a retry after a
 * dropped answer counts the unit once. Their refusals (a wrong item) show beside the code field,
 * not as a toast.
 */
export const pickerKeys = {
  all: ['picker'] as const,
  queue: (storeId: string | null) => [...pickerKeys.all, 'queue', storeId] as const,
  list: (orderId: string) => [...pickerKeys.all, 'list', orderId] as const,
};

export async function getPickQueue(storeId: string | null) {
  const { data } = await api.post('/api/picker/queue', storeId ? { storeId } : {});
  return data;
}
export type PickQueue = Awaited<ReturnType<typeof getPickQueue>>;

export const pickQueueQueryOptions = (storeId: string | null) =>
  queryOptions({ queryKey: pickerKeys.queue(storeId), queryFn: () => getPickQueue(storeId), refetchInterval: 30_000, refetchOnWindowFocus: true });

export const usePickQueue = (storeId: string | null, enabled = true) => useQuery({ ...pickQueueQueryOptions(storeId), enabled });

export async function startPicking(orderId: string) {
  const { data } = await api.post('/api/picker/start', { orderId });
  return data;
}
export type PickList = Awaited<ReturnType<typeof startPicking>>;
export type PickLine = PickList['lines'][number];

/** Every change of a pick answers the whole list: it replaces the one on screen. */
function usePickChange<V>(call: (input: V) => Promise<PickList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silentError: true },
    onSuccess: (list) => queryClient.setQueryData(pickerKeys.list(list._id), list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...pickerKeys.all, 'queue'] }),
  });
}

export const useStartPicking = () => usePickChange(startPicking);

export const useScan = () =>
  usePickChange(async (input: { orderId: string; lineId?: string; code: string }) => (await api.post('/api/picker/scan', input, { idempotent: true })).data);

export const useMarkUnavailable = () =>
  usePickChange(async (input: { orderId: string; lineId: string; quantity: number }) => (await api.post('/api/picker/unavailable', input, { idempotent: true })).data);

export function usePacked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => api.post('/api/picker/packed', { orderId }),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickerKeys.all }),
  });
}

/** The stores an admin may pick at (pickers have their own). */
export const useStoresToPick = (enabled: boolean) =>
  useQuery({ queryKey: [...pickerKeys.all, 'stores'], queryFn: async () => (await api.get('/api/store/get')).data, enabled });

/**
 * The pick list on screen: what Start picking answered (asking it again by its own picker changes
 * nothing). While a shopper is asked about a substitute it is read again every few seconds, so
 * their answer shows on the line (pickers are not on the live channel).
 */
export const usePickList = (orderId: string) =>
  useQuery({
    queryKey: pickerKeys.list(orderId),
    queryFn: () => startPicking(orderId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.lines.some((l) => l.substitute?.status === 'pending') ? ANSWER_POLL_MS : false),
  });

/** How often a pick list with a substitute awaiting the shopper's answer is read again. */
const ANSWER_POLL_MS = 5000;
