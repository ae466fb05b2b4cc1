/** The mail that tells a shopper what became of the problem they reported (approved, with where the money goes back, or rejected with why). */
import type { ClaimRecord, PaidShares } from './claims.js';
import { escapeHtml, mailLayout, type Mail } from './mail.js';
import { formatPaise } from './money.js';

/** Where an approval's money goes, in the shopper's words: on the card, as credit, or each part of it. */
function whereItGoes(shares: PaidShares): string {
  if (shares.cardPaise > 0 && shares.creditPaise > 0) {
    return `${formatPaise(shares.cardPaise)} is on its way back to your card and ${formatPaise(shares.creditPaise)} is added to your QuickBasket credit.`;
  }
  return shares.cardPaise > 0 ? `${formatPaise(shares.cardPaise)} is on its way back to your card.` : `${formatPaise(shares.creditPaise)} is on its way back as QuickBasket credit.`;
}

/** `shares`: what the approval gave back on the card and as credit (for a rejection, unused). */
export function claimDecisionMail(claim: Pick<ClaimRecord, 'orderNo' | 'orderId' | 'state' | 'rejectReason'>, shares: PaidShares, to: { name: string; siteUrl: string }): Mail {
  const link = `${to.siteUrl}/dashboard/myorders/${claim.orderId}`;
  const said =
    claim.state === 'approved'
      ? `We are sorry about the problem with order ${claim.orderNo}. ${whereItGoes(shares)}`
      : `We looked at the problem you reported with order ${claim.orderNo} and could not approve it: ${claim.rejectReason ?? ''}`;
  const subject = claim.state === 'approved' ? `Refund for order ${claim.orderNo}` : `About the problem with order ${claim.orderNo}`;
  return {
    subject,
    text: `Hi ${to.name},\n\n${said}\n\nSee your order: ${link}\n`,
    html: mailLayout(`<p>Hi ${escapeHtml(to.name)},</p><p>${escapeHtml(said)}</p><p><a href="${escapeHtml(link)}">See your order</a></p>`),
  };
}
