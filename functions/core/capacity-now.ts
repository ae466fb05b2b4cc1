/**
 * A store's capacity standing with its reason in the admin's words (the Stores page): the rule is
 * core/capacity.ts; these words stay out of checkout, which needs only the standing.
 */
import { capacityStanding, type CapacityLoad, type CapacityStanding } from './capacity.js';
import type { StoreRecord } from './stores.js';

export interface StoreCapacityNow extends Omit<CapacityStanding, 'holding'> {
  /** Why, in the admin's words; '' when normal in auto. */
  reason: string;
  openOrders: number;
  ridersOnDuty: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function loadText(load: CapacityLoad): string {
  const riders = load.ridersOnDuty === 0 ? 'no rider on duty (counted as one)' : `${plural(load.ridersOnDuty, 'rider')} on duty`;
  return `${plural(load.openOrders, 'open order')} for ${riders}`;
}

function reasonOf(store: Pick<StoreRecord, 'capacityMode'>, load: CapacityLoad, standing: CapacityStanding): string {
  const { pauseAt, resumeBelow, busyAbove } = standing.limits;
  if (store.capacityMode === 'paused') return 'Paused for high demand by an admin';
  if (standing.state === 'paused') {
    return standing.holding ? `${loadText(load)}: still paused, takes orders again below ${resumeBelow}` : `${loadText(load)}: paused at ${pauseAt}, takes orders again below ${resumeBelow}`;
  }
  const kept = store.capacityMode === 'open' ? 'Kept open by an admin' : '';
  if (standing.state === 'busy') return `${kept ? `${kept}; ` : ''}${loadText(load)}: busy above ${busyAbove}`;
  return kept;
}

export function capacityNow(store: Pick<StoreRecord, 'maxOpenOrders' | 'capacity' | 'capacityMode'>, load: CapacityLoad): StoreCapacityNow {
  const standing = capacityStanding(store, load);
  const { holding: _holding, ...shown } = standing;
  return { ...shown, reason: reasonOf(store, load, standing), openOrders: load.openOrders, ridersOnDuty: load.ridersOnDuty };
}
