/**
 * The capacity rule's part of an order's placing transaction (core/capacity.ts CapacityGate). The
 * store's load item moves only while its open orders are below the pause limit and, while it is
 * flagged for high demand, below the resume limit; the store item is checked not paused and with the
 * admin's capacity mode checkout read. These are conditions in the order's own transaction, not a
 * read before it: a burst of checkouts can never take a store past its limit.
 */
import { reachesPause, type CapacityGate } from '../../../core/capacity.js';
import type { OrderRecord } from '../../../core/order-record.js';
import { openOrderDelta, unfinishedOrderDelta } from '../../../core/open-orders.js';
import { tableName } from '../../client.js';
import { keys } from '../../keys.js';
import * as storeItem from '../../items/store.js';
import * as storeLoadItem from '../../items/store-load.js';
import { conditionOn } from '../../update.js';
import { markHighDemand } from '../store-capacity.js';
import type { Step } from '../transact.js';
import { loadSteps } from './stock.js';

type Move = { order: Pick<OrderRecord, 'storeId'>; from: string | undefined; to: string };

/**
 * loadSteps, with the gated store's step conditional on its limits. That step is there even when
 * its counts do not move (a card checkout replacing one at the same store), so the check is made.
 * An order placed below the resume limit drops a high-demand flag left from before.
 */
export function gatedLoadSteps<F>(moves: readonly Move[], gate: CapacityGate | undefined, onFull: () => F): Step<F>[] {
  if (!gate || gate.pauseAt === null) return loadSteps<F>(moves);
  const pauseAt = gate.pauseAt;
  const resumeBelow = gate.resumeBelow ?? pauseAt;
  const here = moves.filter((m) => m.order.storeId === gate.storeId);
  const delta = {
    open: here.reduce((sum, m) => sum + openOrderDelta(m.from, m.to), 0),
    unfinished: here.reduce((sum, m) => sum + unfinishedOrderDelta(m.from, m.to), 0),
  };
  const gated: Step<F> = {
    item: {
      Update: {
        TableName: tableName,
        Key: storeLoadItem.key(gate.storeId),
        ...storeLoadItem
          .move(gate.storeId, delta)
          .remove('highDemand')
          .when((c) => c.and(c.or(c.missing('openOrders'), c.lt('openOrders', pauseAt)), c.or(c.missing('highDemand'), c.lt('openOrders', resumeBelow))))
          .build(),
      },
    },
    onConditionFailed: onFull,
  };
  return [...loadSteps<F>(moves.filter((m) => m.order.storeId !== gate.storeId)), gated];
}

/** The store still takes orders: not paused and (when checkout read it) its capacity mode unchanged, a pause for high demand since refusing the order. */
export function storeTakesOrders<F>(storeId: string, gate: CapacityGate | undefined, onUnavailable: () => F): Step<F> {
  return {
    item: {
      ConditionCheck: {
        TableName: tableName,
        Key: keys.store(storeId),
        ...conditionOn(storeItem.schema, (c) => {
          const notPaused = c.eq('paused', false);
          if (!gate) return notPaused;
          const modeAsRead = gate.mode === 'auto' ? c.or(c.missing('capacityMode'), c.eq('capacityMode', 'auto')) : c.eq('capacityMode', gate.mode);
          return c.and(notPaused, modeAsRead);
        }),
      },
    },
    onConditionFailed: onUnavailable,
  };
}

/**
 * After the placing transaction: the order that took the store to its pause limit, or a checkout
 * refused at it, raises the high-demand flag (conditional on the limit still being reached), so a
 * delivery or two does not open the store again before it falls below its resume limit.
 */
export async function flagHighDemand(gate: CapacityGate | undefined, outcome: 'placed' | 'full' | 'other'): Promise<void> {
  if (!gate || gate.pauseAt === null) return;
  if (outcome === 'full' || (outcome === 'placed' && reachesPause(gate))) await markHighDemand(gate.storeId, gate.pauseAt);
}
