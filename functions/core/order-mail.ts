import { escapeHtml, mailLayout, type Mail } from './mail.js';
import { formatPaise } from './money.js';
import { chargeRows } from './order-charges.js';
import { promisedMinutes, type OrderRecord } from './order-record.js';
import { notPackedUnits } from './packed-lines.js';
import type { OrderStatus } from './order-states.js';
import { paidPaise, refundablePaise, refundedPaise } from './refunds.js';

/** The changes a shopper hears about by mail. */
export type OrderMailKind = 'placed' | 'out_for_delivery' | 'delivered' | 'delivery_failed' | 'retrying' | 'cancelled' | 'refunded';

/**
 * Which status changes send a mail: each one that changes what the shopper should do or expect.
 * Packing is too quick to be news, except when the store packs a failed delivery again (the
 * shopper waits for a second attempt); a refund's start is said in the cancel mail. `from` is the
 * status the order left.
 */
export function mailKindFor(status: OrderStatus, from?: OrderStatus): OrderMailKind | undefined {
  switch (status) {
    case 'placed':
    case 'out_for_delivery':
    case 'delivered':
    case 'delivery_failed':
    case 'cancelled':
    case 'refunded':
      return status;
    case 'packed':
      return from === 'delivery_failed' ? 'retrying' : undefined;
    default:
      return undefined;
  }
}

/**
 * `refundPaise`: for a refund mail, the amount of the refund it is about (each refund that succeeds
 * has its own mail); the rest of the order's refund state is said beside it.
 */
function headline(kind: OrderMailKind, order: OrderRecord, refundPaise?: number): { subject: string; lead: string } {
  const total = formatPaise(order.totals.grandTotalPaise);
  switch (kind) {
    case 'placed':
      return {
        subject: `QuickBasket: order ${order.orderId} is confirmed`,
        lead: `Thank you! We have your order of ${total} and ${order.storeName ? `${order.storeName} is` : 'are'} packing it now. It should be with you within ${promisedMinutes(order)} minutes.`,
      };
    case 'out_for_delivery':
      return { subject: `QuickBasket: order ${order.orderId} is on its way`, lead: 'Your order has left the store and is on its way to you.' };
    case 'delivered':
      return { subject: `QuickBasket: order ${order.orderId} is delivered`, lead: 'Your order has been delivered. Enjoy!' };
    case 'delivery_failed':
      return {
        subject: `QuickBasket: we could not deliver order ${order.orderId}`,
        lead: `Our rider could not hand your order over${order.failReason ? ` (${order.failReason})` : ''}. It is back at ${order.storeName ?? 'the store'}, which will try again or cancel it; you will get a mail either way.`,
      };
    case 'retrying':
      return { subject: `QuickBasket: order ${order.orderId} is coming again`, lead: 'We are sending your order out again. Keep your phone close: the rider will ask for your delivery code.' };
    case 'cancelled': {
      const paid = order.paymentMethod === 'card' && Boolean(order.paidAt);
      return {
        subject: `QuickBasket: order ${order.orderId} is cancelled`,
        lead: `Your order has been cancelled.${paid ? ` We are refunding ${formatPaise(refundablePaise(order))} to your card; you will get another mail when it is done.` : ''}`,
      };
    }
    case 'refunded': {
      const amount = formatPaise(refundPaise ?? refundablePaise(order));
      const refunded = refundedPaise(order.refunds);
      const sofar = refunded > 0 && refunded < paidPaise(order) ? ` So far ${formatPaise(refunded)} of ${total} has been refunded.` : '';
      return {
        subject: `QuickBasket: ${amount} refunded for order ${order.orderId}`,
        lead: `We have refunded ${amount} to your card.${sofar} Banks usually show it within 5 to 10 working days.`,
      };
    }
  }
}

/** The mail for a change of an order, with its lines and a link to follow it on the site. */
export function orderMail(kind: OrderMailKind, order: OrderRecord, recipient: { name: string; siteUrl: string }, refundPaise?: number): Mail {
  const greeting = recipient.name ? `Hi ${recipient.name},` : 'Hi,';
  const { subject, lead } = headline(kind, order, refundPaise);
  const link = `${recipient.siteUrl}/dashboard/myorders/${order._id}`;
  // The fees, offer and tip the order was charged, after its items: the same rows as its page's bill.
  const charges = chargeRows(order).map((c) => ({ label: c.label, amount: `${c.kind === 'offer' ? '−' : ''}${formatPaise(c.amountPaise)}` }));
  // A line packed short says how many of it were packed ("2 of 3 ×"); its units not packed were refunded or not charged.
  const count = (l: OrderRecord['lines'][number]) => {
    const missing = notPackedUnits(order, l.productId);
    return missing ? `${l.quantity - missing} of ${l.quantity}` : l.quantity;
  };
  // An accepted substitute is named after the line it stands in for ("… + 1 × Nandini Toned (500 ml) instead").
  const instead = (l: OrderRecord['lines'][number]) => {
    const sub = notPackedUnits(order, l.productId) ? order.pick?.substitutions?.find((s) => s.lineId === l.productId && s.status === 'accepted') : undefined;
    return sub ? ` + ${sub.quantity} × ${sub.name} (${sub.unit}) instead` : '';
  };
  const lines = [...order.lines.map((l) => `${count(l)} × ${l.name} (${l.unit})${instead(l)}  ${formatPaise(l.lineTotalPaise)}`), ...charges.map((c) => `${c.label}  ${c.amount}`)];
  // The delivered mail links the tax invoice issued at delivery (none: its store has no seller details).
  const invoice = kind === 'delivered' && order.invoice ? { number: order.invoice.number, link: `${recipient.siteUrl}/invoice/${order._id}` } : undefined;
  const total = `Total ${formatPaise(order.totals.grandTotalPaise)} (${order.paymentMethod === 'cod' ? 'cash on delivery' : 'card'})`;
  const a = order.address;
  const address = `${a.address_line}, ${a.city}, ${a.state} ${a.pincode}`;
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 0">${count(l)} × ${escapeHtml(l.name)} <span style="color:#6b7280">(${escapeHtml(l.unit)})</span>${escapeHtml(instead(l))}</td>` +
        `<td style="padding:4px 0;text-align:right;white-space:nowrap">${formatPaise(l.lineTotalPaise)}</td></tr>`,
    )
    .join('') + charges.map((c) => `<tr><td style="padding:4px 0">${escapeHtml(c.label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${c.amount}</td></tr>`).join('');
  return {
    subject,
    text: [greeting, '', lead, '', `Order ${order.orderId}`, ...lines, total, `Delivering to ${address}`, '', `Follow your order: ${link}`, ...(invoice ? [`Tax invoice ${invoice.number}: ${invoice.link}`] : []), '', 'QuickBasket - groceries in 10 minutes'].join('\n'),
    html: mailLayout(`<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:0 0 8px;font-weight:700">Order ${escapeHtml(order.orderId)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 8px">${rows}
<tr><td style="padding:8px 0 0;font-weight:700;border-top:1px solid #e5e7eb">${escapeHtml(total)}</td><td style="border-top:1px solid #e5e7eb"></td></tr></table>
<p style="margin:0 0 16px;color:#6b7280;font-size:14px">Delivering to ${escapeHtml(address)}</p>
<p style="margin:0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#fff;text-decoration:none;font-weight:700;padding:10px 16px;border-radius:8px">Follow your order</a></p>${
      invoice ? `\n<p style="margin:12px 0 0;font-size:14px"><a href="${escapeHtml(invoice.link)}">Tax invoice ${escapeHtml(invoice.number)}</a></p>` : ''
    }`),
  };
}
