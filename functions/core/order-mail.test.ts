import { describe, expect, it } from 'vitest';
import { formatPaise } from './money.js';
import { mailKindFor, orderMail } from './order-mail.js';
import { sampleOrder } from '../../test/fixtures/sample-order.js';

const order = sampleOrder({ paymentMethod: 'card' });
const recipient = { name: 'Asha', siteUrl: 'https://shop.example.com' };

describe('order mails', () => {
  it('formats paise as en-IN rupees', () => {
    expect(formatPaise(22050)).toBe('₹220.50');
    expect(formatPaise(129900)).toBe('₹1,299');
    expect(formatPaise(10000000)).toBe('₹1,00,000');
  });

  it('mails on placed, out for delivery, delivered, cancelled and refunded only', () => {
    expect(mailKindFor('placed')).toBe('placed');
    expect(mailKindFor('out_for_delivery')).toBe('out_for_delivery');
    expect(mailKindFor('delivered')).toBe('delivered');
    expect(mailKindFor('cancelled')).toBe('cancelled');
    expect(mailKindFor('refunded')).toBe('refunded');
    for (const status of ['packed', 'pending_payment', 'payment_failed', 'refund_due', 'refund_pending'] as const) {
      expect(mailKindFor(status)).toBeUndefined();
    }
  });

  it('mails when a delivery failed and when the store sends it out again, not for a first packing', () => {
    expect(mailKindFor('delivery_failed')).toBe('delivery_failed');
    expect(mailKindFor('packed', 'delivery_failed')).toBe('retrying');
    expect(mailKindFor('packed', 'placed')).toBeUndefined();
    const failed = { ...order, status: 'delivery_failed' as const, storeName: 'Mumbai Central', failReason: 'Nobody at the door' };
    const mail = orderMail('delivery_failed', failed, recipient);
    expect(mail.subject).toBe(`QuickBasket: we could not deliver order ${order.orderId}`);
    expect(mail.text).toContain('Our rider could not hand your order over (Nobody at the door). It is back at Mumbai Central');
    expect(orderMail('retrying', { ...order, status: 'packed' }, recipient).subject).toBe(`QuickBasket: order ${order.orderId} is coming again`);
  });

  it('confirms an order with its lines, total, address and a link to follow it', () => {
    const mail = orderMail('placed', order, recipient);
    expect(mail.subject).toBe(`QuickBasket: order ${order.orderId} is confirmed`);
    expect(mail.text).toContain('Hi Asha,');
    expect(mail.text).toContain('2 × Basmati <Rice> (1 kg)  ₹168');
    expect(mail.text).toContain('Total ₹220.50 (card)');
    expect(mail.text).toContain('Delivering to 221B, 4th Cross, Bengaluru, Karnataka 560034');
    expect(mail.text).toContain(`Follow your order: https://shop.example.com/dashboard/myorders/${order._id}`);
    expect(mail.html).toContain('Basmati &lt;Rice&gt;');
    expect(mail.html).not.toContain('<Rice>');
    expect(mail.text).toContain('are packing it now. It should be with you within 10 minutes.');
  });

  it('promises what the store promised at checkout, and names the store', () => {
    const atStore = { ...order, storeId: 'st1', storeName: 'Mumbai Central', etaAt: new Date(Date.parse(order.createdAt) + 14 * 60_000).toISOString() };
    expect(orderMail('placed', atStore, recipient).text).toContain('Mumbai Central is packing it now. It should be with you within 14 minutes.');
  });

  it('says a paid order is being refunded when it is cancelled, and when the refund is done', () => {
    expect(orderMail('cancelled', { ...order, status: 'cancelled' }, recipient).text).not.toContain('refunding');
    const paid = { ...order, status: 'cancelled' as const, paidAt: '2026-11-24T10:01:00.000Z' };
    expect(orderMail('cancelled', paid, recipient).text).toContain('We are refunding ₹220.50 to your card');
    expect(orderMail('refunded', paid, recipient).subject).toBe(`QuickBasket: ₹220.50 refunded for order ${order.orderId}`);
  });
});
