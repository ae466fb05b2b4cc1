import { changeOf, effectsOf, type OrderChange } from '../../core/order-effects.js';
import type { OrderRecord } from '../../core/order-record.js';
import { claimEffects } from '../../data/repos/orders/effects.js';
import { mailOrderUpdate } from './order-mail.js';

/** The order after its change's effects, and how its refund's start went (when the change starts one). */
export interface Followed {
  order: OrderRecord;
  refund?: 'started' | 'not-started';
}

/**
 * What runs the `after` effects besides the mail (core/order-effects.ts), given by the writer for
 * those its changes can bring (services/orders/order-effects.ts followOrderChange: a delivery's
 * invoice, dispatch and a refund's start). A function whose changes bring none (placing a cash
 * order) gives none and so bundles neither the invoice, dispatch nor the refund's code.
 */
export type EffectRunners = Partial<Record<'invoice' | 'dispatch' | 'refund', (order: OrderRecord, change: OrderChange) => Promise<Followed>>>;

/**
 * Runs what follows an order's latest change (core/order-effects.ts, place `after`), in the table's
 * order. Whoever claims the change's marker first runs its effects; another call finds it taken and
 * does nothing, so a change mails and dispatches once. An effect without its runner is a
 * programming error and fails loudly.
 */
export async function runAfterEffects(order: OrderRecord, runners: EffectRunners): Promise<Followed> {
  const change = changeOf(order);
  if (!change) return { order };
  const effects = effectsOf(change, 'after');
  if (effects.length === 0) return { order };
  if ((await claimEffects(order._id, change.seq, effects)) === 'taken') return { order };
  const run = async (effect: keyof EffectRunners, followed: Followed): Promise<Followed> => {
    if (!effects.includes(effect)) return followed;
    const runner = runners[effect];
    if (!runner) throw new Error(`order ${order._id}: its change brings ${effect}, and its writer gave no runner for it`);
    return runner(followed.order, change);
  };
  // The invoice before the mail, so the delivered mail can link it.
  let followed = await run('invoice', { order });
  if (effects.includes('mail')) await mailOrderUpdate(followed.order);
  for (const effect of ['dispatch', 'refund'] as const) followed = await run(effect, followed);
  return followed;
}

