/**
 * The admins' Claims page: a store's claims, the open ones oldest first and the decided newest
 * first, each with its photos, the shopper's other claims, and who picked and delivered the order.
 */
import type { ApiAdminClaim, ApiClaimQueue } from '../../core/contracts/claim.js';
import type { ClaimRecord } from '../../core/claims.js';
import { storeClaims, userClaims } from '../../data/repos/claims.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getStore } from '../../data/repos/stores.js';
import { getProfiles } from '../../data/repos/users.js';
import { NotFound } from '../../platform/errors.js';
import { toApiClaim } from './claim-views.js';

export async function claimQueue(storeId: string): Promise<ApiClaimQueue> {
  if (!(await getStore(storeId))) throw new NotFound('Store not found');
  const claims = await storeClaims(storeId);
  const shopperIds = [...new Set(claims.map((claim) => claim.userId))];
  // The admins who decided are named beside their decisions ('auto' is nobody's id).
  const deciderIds = claims.flatMap((claim) => (claim.decidedBy && claim.decidedBy !== 'auto' ? [claim.decidedBy] : []));
  const [orders, profiles, histories] = await Promise.all([
    Promise.all(claims.map((claim) => getOrder(claim.userId, claim.orderId))),
    getProfiles([...new Set([...shopperIds, ...deciderIds])]),
    Promise.all(shopperIds.map(async (userId) => [userId, await userClaims(userId)] as const)),
  ]);
  const historyOf = new Map(histories);
  const shown: ApiAdminClaim[] = [];
  claims.forEach((claim, i) => {
    const order = orders[i];
    if (!order) return;
    const profile = profiles.get(claim.userId);
    shown.push({
      ...toApiClaim(claim, order),
      shopper: { userId: claim.userId, name: profile?.name ?? null, email: profile?.email ?? null },
      history: (historyOf.get(claim.userId) ?? []).filter((other) => other.claimId !== claim.claimId).map(historyEntry),
      pickerName: order.pick?.pickerName ?? null,
      riderName: order.riderName ?? null,
      paymentMethod: order.paymentMethod,
      deciderName: claim.decidedBy && claim.decidedBy !== 'auto' ? (profiles.get(claim.decidedBy)?.name ?? null) : null,
    });
  });
  return {
    storeId,
    open: shown.filter((claim) => claim.state === 'open').reverse(),
    decided: shown.filter((claim) => claim.state !== 'open'),
  };
}

const historyEntry = (claim: ClaimRecord) => ({ claimId: claim.claimId, orderNo: claim.orderNo, state: claim.state, amountPaise: claim.approvedPaise ?? claim.amountPaise, createdAt: claim.createdAt });
