import { dutyIsStale, pairOffers } from '../../core/dispatch.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { assignWaiting, dropWaiting } from '../../data/repos/dispatch.js';
import { dropStaleDuty, getRiders, listDuty, listWaiting } from '../../data/repos/riders.js';
import { logger } from '../../platform/logger.js';
import { giveSeconds } from './dispatch-seconds.js';

/** Rounds of read-and-assign before dispatch leaves the rest to the next trigger (each lost race costs a round). */
const MAX_ROUNDS = 12;

/**
 * Gives a store's waiting packed orders to its free riders on duty: the oldest order to the rider
 * free longest (core/dispatch.ts pairOffers), each pair one conditional transaction
 * (data/repos/dispatch.ts). Called after every write that may make a pair: an order packed, a
 * rider on duty, a rider freed. Each of those writes first and reads after, strongly consistent,
 * so of a pack and a duty toggle racing at least one sees the other (docs/decisions/0041-dispatch.md).
 * A pair lost to a racing dispatcher is read again; a duty item of a rider no longer active at the
 * store is removed, and the next round pairs the order with the next rider. When no free rider is
 * left for a waiting order, a rider holding one order still in the store may take it as a second
 * (dispatch-seconds.ts, core/batching.ts). Returns how many orders it assigned.
 */
export async function dispatchStore(storeId: string): Promise<number> {
  let assigned = 0;
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const [waiting, duty] = await Promise.all([listWaiting(storeId), listDuty(storeId)]);
    const offers = pairOffers(waiting, duty);
    if (offers.length === 0) {
      // No free rider for a waiting order: a rider still in the store may take it as a second (dispatch-seconds.ts).
      const seconds = await giveSeconds(storeId, waiting, duty, new Date());
      const wonSeconds = seconds.filter((s) => s.won).length;
      assigned += wonSeconds;
      await Promise.all(seconds.filter((s) => s.failure === 'order-moved').map((s) => tidyWaiting(s.waiting)));
      if (wonSeconds === seconds.length) return assigned;
      continue;
    }
    const riders = await getRiders(offers.map((o) => o.rider.riderId));
    const at = new Date().toISOString();
    const results = await Promise.all(
      offers.map(async ({ order, rider: duty }) => {
        const rider = riders.get(duty.riderId);
        if (!rider || dutyIsStale(rider, storeId)) {
          await dropStaleDuty(storeId, duty.riderId);
          return false;
        }
        const result = await assignWaiting(order, rider, at).catch((error: unknown) => {
          // A transaction still conflicting after its retries: read again next round.
          if ((error as Error).name === 'TransactionCanceledException') return { ok: false as const, failure: 'taken' as const };
          throw error;
        });
        if (result.ok) return true;
        if (result.failure === 'order-moved') await tidyWaiting(order);
        return false;
      }),
    );
    const won = results.filter(Boolean).length;
    assigned += won;
    // Every offer went through: riders or orders ran out, but a rider just given one may take a second (next round).
  }
  logger.warn('dispatch gave up after its rounds; the next trigger continues', { storeId });
  return assigned;
}

/** A waiting item whose order is no longer packed without a rider goes (it cannot be offered). */
async function tidyWaiting(waiting: Parameters<typeof dropWaiting>[0]): Promise<void> {
  const order = await getOrder(waiting.userId, waiting.orderId);
  if (!order || order.status !== 'packed' || order.riderId) await dropWaiting(waiting);
}

/** Dispatch after a committed change: its failure must not undo or fail what was done (the next trigger retries). */
export async function dispatchSoon(storeId: string | undefined): Promise<void> {
  if (!storeId) return;
  try {
    await dispatchStore(storeId);
  } catch (error) {
    logger.error('dispatch failed', { storeId, error: error as Error });
  }
}
