import type { ApiRider } from '../../core/contracts/rider.js';
import type { RiderRecord } from '../../core/dispatch.js';
import { getRider, saveRider } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';
import { nextUpdatedAt } from '../../data/repos/transact.js';
import { endSessions } from '../../data/repos/users.js';
import { disableUser, enableUser, signOutEverywhere } from '../../platform/cognito.js';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.js';
import { oneRider } from './rider-views.js';

/**
 * Name, mobile, home store, active. Deactivating ends the rider's sessions (as a password reset
 * does: route() refuses their tokens) and disables their Cognito user; a rider who holds a delivery
 * is neither deactivated nor moved to another store until it is reassigned (409). Moving store or
 * deactivating puts them off duty.
 */
export async function updateRider(input: { _id: string; name?: string; mobile?: string; storeId?: string; active?: boolean }): Promise<ApiRider> {
  const current = await getRider(input._id);
  if (!current) throw new NotFound('Rider not found');
  if (input.storeId !== undefined && input.storeId !== current.storeId && !(await getStore(input.storeId, { consistent: true }))) {
    throw new BadRequest('storeId: no such store');
  }
  const next: RiderRecord = {
    ...current,
    name: input.name ?? current.name,
    mobile: input.mobile ?? current.mobile,
    storeId: input.storeId ?? current.storeId,
    active: input.active ?? current.active,
    updatedAt: nextUpdatedAt(current.updatedAt),
  };
  const deactivating = current.active && !next.active;
  const leavesDuty = deactivating || next.storeId !== current.storeId;
  const saved = await saveRider(current, next, leavesDuty ? current.storeId : undefined);
  if (saved === 'changed') throw new Conflict('This rider was changed by someone else just now; please try again');
  if (saved === 'busy') throw new Conflict(`${current.name} has a delivery now: reassign it first`);
  if (deactivating) {
    await endSessions(current._id, Date.now());
    await disableUser(current.email);
    await signOutEverywhere(current.email);
  } else if (!current.active && next.active) {
    await enableUser(current.email);
  }
  return oneRider(next);
}
