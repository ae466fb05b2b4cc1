/**
 * A property over 200 random carts, stores' fee rules, moments, payments and tips, through the
 * very functions checkout calls on the embedded table (services/cart/cart-bill.ts billForCart with the lines checkout read,
 * core/order-record.ts buildOrder, core/payment-lines.ts as the Stripe session is built, and the
 * Stripe stand-in's own total): the bill's grand total is the order's total and the session's
 * amount, and every line adds up. Each bill reads the shopper's offer from the table, so the 1,000
 * random carts with offers and the invoice run over the pure chain (functions/core/money-chain.test.ts);
 * the HTTP round trips are in bill.test.ts.
 */
import { describe, expect, inject, it } from 'vitest';
import type { StoreFees } from '../../functions/core/fees.js';
import { buildOrder, linePaid } from '../../functions/core/order-record.js';
import { paymentLines } from '../../functions/core/payment-lines.js';
import { sessionFromForm } from '../../local/stripe-objects.js';

const int = (max: number) => Math.floor(Math.random() * (max + 1));
const pick = <T,>(items: readonly T[]): T => items[int(items.length - 1)]!;
const time = () => `${String(int(23)).padStart(2, '0')}:${pick(['00', '30', '45'])}`;

function randomFees(): StoreFees {
  const bands = Array.from({ length: int(3) }, () => 5_000 + int(50_000)).sort((a, b) => a - b);
  return {
    deliveryBands: [...new Set(bands)].map((belowPaise) => ({ belowPaise, feePaise: pick([0, 1_500, 2_500, 3_999]) })),
    smallCart: { belowPaise: pick([0, 9_900, 14_900]), feePaise: pick([0, 1_000, 1_550]) },
    handlingPaise: pick([0, 200, 499]),
    lateNight: { feePaise: pick([0, 1_500]), from: time(), to: time() },
    cashPaise: pick([0, 1_000]),
    surgePaise: pick([0, 2_000]),
  };
}

describe('bill = order total = Stripe session amount (property)', () => {
  it('holds over 200 random carts, fee rules, moments, payments and tips', { timeout: 180_000 }, async () => {
    // The service reads its environment at import, as a handler does at a cold start.
    Object.assign(process.env, inject('stack').env);
    const { billForCart } = await import('../../functions/services/cart/cart-bill.js');
    for (let run = 0; run < 200; run++) {
      const count = 1 + int(6);
      const products = new Map(
        Array.from({ length: count }, (_, i) => [`p${i}`, { _id: `p${i}`, name: `Product ${i}`, image: [], unit: '1 kg', pricePaise: 1 + int(99_999), discount: pick([0, 0, 5, 15, 33, 50]) }]),
      );
      const lines = [...products.keys()].map((productId) => ({ _id: productId, productId, quantity: 1 + int(9) }));
      const store = { _id: 'st', fees: randomFees(), busy: Math.random() < 0.3 };
      const payment = pick(['card', 'cash'] as const);
      const at = new Date(Date.UTC(2026, int(11), 1 + int(27), int(23), int(59)));
      const tipPaise = pick([0, 1_000, 2_000, 3_000, 100 * int(200)]);
      const { bill } = await billForCart('u', { tipPaise, payment, at }, { lines, products, store });

      const order = buildOrder({
        id: '0193a5b2c3d4e5f60718293a4b5c6d7e',
        userId: 'u',
        paymentMethod: payment === 'cash' ? 'cod' : 'card',
        cart: lines,
        products,
        address: { _id: 'a', address_line: 'x', city: 'y', state: 'z', country: 'India', pincode: '400001', mobile: '9876501234' },
        bill: { bill },
        now: at,
      });
      const form = {
        line_items: Object.fromEntries(
          paymentLines(order).map((line, i) => [i, { quantity: String(line.quantity), price_data: { currency: 'inr', unit_amount: String(line.unitPaise), product_data: { name: line.name } } }]),
        ),
      };
      const session = sessionFromForm(form, 'http://localhost', undefined);

      expect(order.totals.grandTotalPaise).toBe(bill.grandTotalPaise);
      expect(session.amount_total).toBe(bill.grandTotalPaise);
      const linesPaid = order.lines.reduce((sum, line) => sum + linePaid(line), 0);
      // No offer applies unless the shopper applies one (the offer slice adds them): the lines pay the items.
      expect(linesPaid + bill.feesTotalPaise + bill.tipPaise).toBe(bill.grandTotalPaise);
      expect(bill.fees.every((fee) => fee.amountPaise > 0 && fee.reason.length > 0)).toBe(true);
      expect(bill.fees.some((fee) => fee.kind === 'cash')).toBe(payment === 'cash' && store.fees.cashPaise > 0);
    }
  });
});
