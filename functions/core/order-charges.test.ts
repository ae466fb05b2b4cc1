import { describe, expect, it } from 'vitest';
import { chargedOrder } from '../../test/fixtures/charged-order.js';
import { sampleOrder } from '../../test/fixtures/sample-order.js';
import { toApiOrder } from './order-api.js';
import { chargeRows, feesPaidPaise, itemsPaidPaise } from './order-charges.js';
import { orderMail } from './order-mail.js';
import { cashToCollectPaise } from './rider-order.js';

const recipient = { name: 'Asha', siteUrl: 'https://shop.example.com' };

describe("an order's charges", () => {
  it('lists every fee, the offer and the tip, and they add up to the grand total with the items paid', () => {
    const order = chargedOrder();
    // rice 3 × ₹84 + tea ₹52.50 = ₹304.50; − ₹50 offer; + ₹25 delivery + ₹9 handling; + ₹20 tip.
    expect(order.totals.grandTotalPaise).toBe(30_450 - 5_000 + 2_500 + 900 + 2_000);
    expect(chargeRows(order).map((r) => [r.kind, r.amountPaise])).toEqual([
      ['delivery', 2_500],
      ['handling', 900],
      ['offer', 5_000],
      ['tip', 2_000],
    ]);
    expect(itemsPaidPaise(order)).toBe(30_450 - 5_000);
    expect(feesPaidPaise(order)).toBe(3_400);
    expect(itemsPaidPaise(order) + feesPaidPaise(order) + order.charges!.tipPaise).toBe(order.totals.grandTotalPaise);
  });

  it('takes a free-delivery offer off the fees, not the items', () => {
    const order = chargedOrder({ offer: { title: 'Free delivery', kind: 'free_delivery', percent: 0, capPaise: 0, flatPaise: 0, minCartPaise: 0 } });
    expect(itemsPaidPaise(order)).toBe(30_450);
    expect(feesPaidPaise(order)).toBe(900);
  });

  it('the order API speaks them in rupees; an order without charges keeps its shape', () => {
    const api = toApiOrder(chargedOrder());
    expect(api.charges).toEqual({
      fees: [
        { kind: 'delivery', label: 'Delivery fee', amount: 25, reason: expect.any(String) },
        { kind: 'handling', label: 'Handling fee', amount: 9, reason: 'For picking and packing your order' },
      ],
      offer: { code: 'SAVE50', title: '₹50 off your order', amount: 50 },
      tip: 20,
      discountedTotal: 304.5,
      deliveryCharge: 25,
      itemsPaid: 254.5,
      grandTotal: 308.5,
    });
    expect(api.totalAmt).toBe(308.5);
    expect(api.items.map((i) => i.paid)).toEqual([210.62, 43.88]);
    const plain = toApiOrder(sampleOrder());
    expect('charges' in plain).toBe(false);
    expect(plain.items.some((i) => 'paid' in i)).toBe(false);
  });

  it('the placed and delivered mails list the fees, the offer and the tip beside the total', () => {
    const order = chargedOrder();
    for (const kind of ['placed', 'delivered'] as const) {
      const mail = orderMail(kind, order, recipient);
      expect(mail.text).toContain('Delivery fee  ₹25');
      expect(mail.text).toContain('Handling fee  ₹9');
      expect(mail.text).toContain('Offer SAVE50  −₹50');
      expect(mail.text).toContain('Tip for your rider  ₹20');
      expect(mail.text).toContain('Total ₹308.50 (cash on delivery)');
      expect(mail.html).toContain('Tip for your rider');
    }
    expect(orderMail('placed', sampleOrder(), recipient).text).not.toContain('Tip');
  });

  it("the rider collects the order's grand total in cash, fees and tip included; nothing for a card order", () => {
    expect(cashToCollectPaise(chargedOrder())).toBe(30_850);
    expect(cashToCollectPaise(chargedOrder({ paymentMethod: 'card' }))).toBe(0);
  });
});
