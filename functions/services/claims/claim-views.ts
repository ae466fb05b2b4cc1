/**
 * What the shopper's order page and the admins' queue show of claims, kept apart from deciding them
 * (claims.ts), which pays back through Stripe: the reads carry no Stripe SDK (infra/bundle-size.ts).
 */
import type { ApiClaim, ApiOrderClaims } from '../../core/contracts/claim.js';
import { claimableUnits, claimWindowRefusal, paidShares, type ClaimLine, type ClaimRecord, type ClaimSettings } from '../../core/claims.js';
import type { OrderRecord } from '../../core/order-record.js';
import { orderClaims } from '../../data/repos/claims.js';
import { getStore } from '../../data/repos/stores.js';

const namesOf = (order: OrderRecord) => new Map(order.lines.map((line) => [line.productId, line.name]));
const named = (order: OrderRecord, lines: readonly ClaimLine[]) => lines.map((line) => ({ ...line, name: namesOf(order).get(line.productId) ?? line.productId }));

export const toApiClaim = (claim: ClaimRecord, order: OrderRecord): ApiClaim => {
  const shares = paidShares(claim);
  return {
    claimId: claim.claimId,
    orderId: claim.orderId,
    orderNo: claim.orderNo,
    reason: claim.reason,
    note: claim.note,
    photos: claim.photos,
    lines: named(order, claim.lines),
    amountPaise: claim.amountPaise,
    wantsCredit: claim.wantsCredit,
    state: claim.state,
    createdAt: claim.createdAt,
    approvedLines: claim.approvedLines ? named(order, claim.approvedLines) : null,
    approvedPaise: claim.approvedPaise ?? null,
    rejectReason: claim.rejectReason ?? null,
    decidedAt: claim.decidedAt ?? null,
    decidedBy: claim.decidedBy ?? null,
    paidBy: claim.paidBy ?? null,
    paidAt: claim.paidAt ?? null,
    paidCardPaise: shares?.cardPaise ?? null,
    paidCreditPaise: shares?.creditPaise ?? null,
  };
};

export async function settingsOf(order: OrderRecord): Promise<ClaimSettings> {
  return (order.storeId ? await getStore(order.storeId) : undefined) ?? {};
}

/** The order page's view of its claims. */
export async function orderClaimsView(order: OrderRecord, now: Date = new Date()): Promise<ApiOrderClaims> {
  const [settings, claims] = await Promise.all([settingsOf(order), orderClaims(order._id)]);
  const units = claimableUnits(order, claims);
  const refusal = claimWindowRefusal(order, settings, now) ?? (claims.some((c) => c.state === 'open') ? 'A problem reported with this order is still being looked at' : undefined);
  return {
    orderId: order._id,
    closedReason: refusal ?? null,
    claimable: order.lines.map((line) => ({ productId: line.productId, name: line.name, units: units.get(line.productId) ?? 0 })),
    claims: claims.map((claim) => toApiClaim(claim, order)),
  };
}

