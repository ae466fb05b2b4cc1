import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/entities/order/keys';
import { compareNames } from '@/lib/compare-names';

/**
 * Riders as admins see them (GET /api/rider/get: duty, store, active order), shared by
 * the admin's screens that name riders: the Riders page and the order panel's Reassign. The rider's
 * own screen keeps its data under the same root (the order root, entities/order/keys.ts), so
 * signing out drops it.
 */
export async function getRiders() {
  const { data } = await api.get('/api/rider/get');
  return [...(data ?? [])].sort((a, b) => Number(b.active) - Number(a.active) || compareNames(a.name, b.name));
}
export type Rider = Awaited<ReturnType<typeof getRiders>>[number];

export const ridersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.riderList(),
    queryFn: getRiders,
    // Duty and active orders change by themselves: asked again every 30 s while shown.
    staleTime: 15_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });

export function useRiders(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ridersQueryOptions(), enabled: options.enabled ?? true });
}

/** The riders who can take an order of `storeId`: active, of that store. */
export function ridersOfStore(riders: readonly Rider[], storeId: string | undefined): Rider[] {
  return riders.filter((rider) => rider.active && rider.storeId === storeId);
}
