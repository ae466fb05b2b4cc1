/**
 * Substitutes on the store floor (core/substitution.ts) once proposed (services/picking/unavailable.ts):
 * the shopper's answer, and the preference deciding once their time ran out.
 * Every write is the pick's own conditional write (repos/orders/pick.ts); a substitute given takes
 * its stock in that same transaction, under the rule every order's stock is taken by. The order's
 * write reaches its shopper and the admins over the live channel (consumers/live-orders.ts).
 */
import type { OrderRecord } from '../../core/order-record.js';
import type { PickState } from '../../core/picking.js';
import { expiredPending, withSubstitution, type Substitution } from '../../core/substitution.js';
import { savePickTakingStock } from '../../data/repos/orders/pick.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { Conflict, NotFound } from '../../platform/errors.js';

/** Tries when another write of the same pick lands between our read and our write. */
const ATTEMPTS = 4;

/**
 * Writes decided substitutions on the pick: those accepted take their substitute's stock in the same
 * write; one whose stock ran out meanwhile is recorded sold out instead (its units are refunded as not
 * replaced). Reads the order again when another write of the pick came first; `decide` is asked again
 * of the order read. Answers the order as written.
 */
export async function writeDecisions(order: OrderRecord, storeId: string, decide: (order: OrderRecord) => Substitution[]): Promise<OrderRecord> {
  let current = order;
  const soldOut = new Set<string>();
  for (let attempt = 1; attempt <= ATTEMPTS + 2; attempt++) {
    const pick = current.pick;
    const decided = decide(current).map((s) => (s.status === 'accepted' && soldOut.has(s.lineId) ? { ...s, status: 'sold_out' as const } : s));
    if (!pick || decided.length === 0) return current;
    const next: PickState = { ...pick, rev: pick.rev + 1, substitutions: decided.reduce(withSubstitution, pick.substitutions ?? []) };
    const takes = decided.filter((s) => s.status === 'accepted').map((s) => ({ productId: s.productId, quantity: s.quantity }));
    const result = await savePickTakingStock(current, next, storeId, takes);
    if (result === 'ok') return { ...current, pick: next };
    if (result !== 'changed') {
      const short = decided.find((s) => s.productId === result.short);
      if (short) soldOut.add(short.lineId);
      continue;
    }
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh) throw new NotFound('Order not found');
    current = fresh;
  }
  throw new Conflict('This order is being changed by someone else right now; please try again');
}

/** Pending substitutions whose time ran out, decided by the shopper's preference (the pack step's first write). */
export const settleExpired = (order: OrderRecord, storeId: string, now: Date): Promise<OrderRecord> =>
  writeDecisions(order, storeId, (current) => (current.status === 'placed' ? expiredPending(current.pick?.substitutions, now) : []));
