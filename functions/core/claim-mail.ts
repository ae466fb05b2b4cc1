/** The mail that tells a shopper what became of the problem they reported (approved, with how the money goes back, or rejected with why). */
import type { ClaimRecord } from './claims.js';
import { escapeHtml, mailLayout, type Mail } from './mail.js';
import { formatPaise } from './money.js';

export function claimDecisionMail(claim: Pick<ClaimRecord, 'orderNo' | 'orderId' | 'state' | 'approvedPaise' | 'rejectReason'>, way: 'card' | 'credit', to: { name: string; siteUrl: string }): Mail {
  const link = `${to.siteUrl}/dashboard/myorders/${claim.orderId}`;
  const said =
    claim.state === 'approved'
      ? `We are sorry about the problem with order ${claim.orderNo}. ${formatPaise(claim.approvedPaise ?? 0)} is on its way back ${way === 'card' ? 'to your card' : 'as QuickBasket credit'}.`
      : `We looked at the problem you reported with order ${claim.orderNo} and could not approve it: ${claim.rejectReason ?? ''}`;
  const subject = claim.state === 'approved' ? `Refund for order ${claim.orderNo}` : `About the problem with order ${claim.orderNo}`;
  return {
    subject,
    text: `Hi ${to.name},\n\n${said}\n\nSee your order: ${link}\n`,
    html: mailLayout(`<p>Hi ${escapeHtml(to.name)},</p><p>${escapeHtml(said)}</p><p><a href="${escapeHtml(link)}">See your order</a></p>`),
  };
}
