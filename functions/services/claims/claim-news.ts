/**
 * The shopper hears of a claim's decision at once: a live message to their open screens (and the
 * admins', whose Claims page reads itself again) and a mail. Both come after the decision is
 * written; one that fails is logged and never undoes it.
 */
import * as z from 'zod';
import { claimDecisionMail } from '../../core/claim-mail.js';
import { paidShares, payBackWay, type ClaimRecord, type PaidShares } from '../../core/claims.js';
import type { OrderRecord } from '../../core/order-record.js';
import { getProfile } from '../../data/repos/users.js';
import { readEnv } from '../../platform/env.js';
import { logger } from '../../platform/logger.js';
import { sendMail } from '../../platform/mail.js';
import { pushRiderPosition } from '../live/live-rider.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

export async function tellDecision(claim: ClaimRecord, order: OrderRecord): Promise<void> {
  if (claim.state === 'open') return;
  const state = claim.state;
  await Promise.all([
    pushRiderPosition(order, { type: 'claim', orderId: order._id, claimId: claim.claimId, state }).catch((error: unknown) =>
      logger.warn('claim decision not pushed live', { claimId: claim.claimId, error: error as Error }),
    ),
    mailDecision(claim, order),
  ]);
}

async function mailDecision(claim: ClaimRecord, order: OrderRecord): Promise<void> {
  try {
    const profile = await getProfile(order.userId);
    if (!profile?.email) return;
    await sendMail(profile.email, claimDecisionMail(claim, sharesToTell(claim, order), { name: profile.name, siteUrl: env.SITE_URL }));
  } catch (error) {
    logger.error('claim decision mail not sent', { claimId: claim.claimId, error: error as Error });
  }
}

/** What went back each way; an approval not paid yet (Stripe down) is told the way it will go. */
function sharesToTell(claim: ClaimRecord, order: OrderRecord): PaidShares {
  const paid = paidShares(claim);
  if (paid) return paid;
  const all = claim.approvedPaise ?? 0;
  return payBackWay(order, claim) === 'card' ? { cardPaise: all, creditPaise: 0 } : { cardPaise: 0, creditPaise: all };
}
