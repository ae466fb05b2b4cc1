import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@/features/order/types';
import { orderKeys } from '@/entities/order/keys';
import { applyOrderChange } from './use-live-orders';

const order = (id: string, status: Order['status']) => ({ _id: id, status }) as Order;

describe('an order change from the live channel', () => {
  it('replaces the cached details and the My Orders row, and refreshes the admin lists', () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.detail('o1'), order('o1', 'placed'));
    client.setQueryData(orderKeys.list(), [order('o2', 'delivered'), order('o1', 'placed')]);
    const refreshAdminLists = vi.fn();
    applyOrderChange(client, order('o1', 'packed'), refreshAdminLists);
    expect(client.getQueryData(orderKeys.detail('o1'))).toEqual(order('o1', 'packed'));
    expect(client.getQueryData(orderKeys.list())).toEqual([order('o2', 'delivered'), order('o1', 'packed')]);
    expect(client.getQueryState(orderKeys.list())?.isInvalidated).toBe(false);
    expect(refreshAdminLists).toHaveBeenCalledOnce();
  });

  it('caches no details nobody asked for; a new order refetches My Orders', () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.list(), [order('o2', 'delivered')]);
    applyOrderChange(client, order('o3', 'placed'), () => {});
    expect(client.getQueryData(orderKeys.detail('o3'))).toBeUndefined();
    expect(client.getQueryData(orderKeys.list())).toEqual([order('o2', 'delivered')]);
    expect(client.getQueryState(orderKeys.list())?.isInvalidated).toBe(true);
  });
});
