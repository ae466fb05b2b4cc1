/** The runner of what follows a change: once per change however often it is asked (the marker), each effect as the table says. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../core/order-record.js';
import { sampleOrder } from '../../../test/fixtures/sample-order.js';

const claimed = new Set<string>();
const fx = vi.hoisted(() => ({ mailOrderUpdate: vi.fn(), dispatchSoon: vi.fn(), startRefund: vi.fn(), getOrder: vi.fn(), issueOrderInvoice: vi.fn(async (o: unknown) => o) }));
// The marker's conditional put, as DynamoDB answers it: the first claim of a change wins.
vi.mock('../../data/repos/orders/effects.js', () => ({
  claimEffects: async (orderId: string, seq: number) => {
    const key = `${orderId}/${seq}`;
    if (claimed.has(key)) return 'taken';
    claimed.add(key);
    return 'claimed';
  },
}));
vi.mock('../../data/repos/orders/queries.js', () => ({ getOrder: fx.getOrder }));
vi.mock('./order-mail.js', () => ({ mailOrderUpdate: fx.mailOrderUpdate }));
vi.mock('./order-invoice.js', () => ({ issueOrderInvoice: fx.issueOrderInvoice }));
vi.mock('../riders/dispatch.js', () => ({ dispatchSoon: fx.dispatchSoon }));
const { followOrderChange } = await import('./order-effects.js');
const { runAfterEffects } = await import('./effect-runner.js');
const { BadGateway } = await import('../../platform/errors.js');

const at = '2026-11-24T10:00:00.000Z';
const placed = sampleOrder({ storeId: 'st1' });
const step = (order: OrderRecord, status: OrderRecord['status'], by: 'shopper' | 'admin' | 'rider' | 'payment'): OrderRecord => ({
  ...order,
  status,
  timeline: [...(order.timeline ?? []), { status, at, by }],
});

beforeEach(() => {
  claimed.clear();
  vi.clearAllMocks();
});

describe('followOrderChange', () => {
  it('a change seen twice (the writer, then a redelivery) mails and dispatches once', async () => {
    const out = step(step(placed, 'packed', 'admin'), 'out_for_delivery', 'admin');
    const delivered = step({ ...out, riderId: 'r1' }, 'delivered', 'rider');
    await followOrderChange(delivered);
    await followOrderChange(delivered);
    expect(fx.mailOrderUpdate).toHaveBeenCalledTimes(1);
    expect(fx.dispatchSoon).toHaveBeenCalledTimes(1);
    expect(fx.dispatchSoon).toHaveBeenCalledWith('st1');
  });

  it('a delivery issues the tax invoice once, before the mail, which reads the invoiced order; an issue that fails never stops the mail', async () => {
    const out = step(step(placed, 'packed', 'admin'), 'out_for_delivery', 'admin');
    const delivered = step({ ...out, riderId: 'r1' }, 'delivered', 'rider');
    const invoice = { number: 'ST1/2026-27/00001', issuedAt: at, seller: { name: 'S', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' }, lines: [] };
    fx.issueOrderInvoice.mockImplementationOnce(async (o) => ({ ...(o as OrderRecord), invoice }));
    await followOrderChange(delivered);
    await followOrderChange(delivered);
    expect(fx.issueOrderInvoice).toHaveBeenCalledTimes(1);
    expect(fx.mailOrderUpdate).toHaveBeenCalledWith(expect.objectContaining({ invoice }));

    const again = { ...delivered, _id: 'another' };
    fx.issueOrderInvoice.mockRejectedValueOnce(new Error('table unavailable'));
    await followOrderChange(again);
    expect(fx.mailOrderUpdate).toHaveBeenCalledTimes(2);
  });

  it('the next change of the same order is its own: followed again', async () => {
    const packed = step(placed, 'packed', 'admin');
    await followOrderChange(packed);
    await followOrderChange(step(packed, 'cancelled', 'admin'));
    expect(fx.dispatchSoon).toHaveBeenCalledTimes(1);
    expect(fx.mailOrderUpdate).toHaveBeenCalledTimes(1);
  });

  it('a change with nothing to follow claims nothing and does nothing', async () => {
    await followOrderChange(step(placed, 'packed', 'admin'));
    expect(claimed.size).toBe(1);
    await followOrderChange(step({ ...placed, status: 'refund_pending' }, 'refunded', 'payment'));
    expect(claimed.size).toBe(1);
    expect(fx.mailOrderUpdate).not.toHaveBeenCalled();
  });

  it("a card order cancelled by its shopper: the refund starts; when Stripe cannot be asked, the order as it is now and 'not-started'", async () => {
    const paid = { ...placed, paymentMethod: 'card' as const, paidAt: at };
    const cancelled = step(paid, 'cancelled', 'shopper');
    fx.startRefund.mockResolvedValueOnce({ ...cancelled, status: 'refund_pending' });
    expect(await followOrderChange(cancelled, fx.startRefund)).toMatchObject({ refund: 'started', order: { status: 'refund_pending' } });
    expect(fx.startRefund).toHaveBeenCalledWith(cancelled, 'shopper');

    const again = step({ ...paid, _id: 'o2' }, 'cancelled', 'admin');
    fx.startRefund.mockRejectedValueOnce(new BadGateway('Stripe is down'));
    fx.getOrder.mockResolvedValueOnce({ ...again, status: 'refund_due' });
    expect(await followOrderChange(again, fx.startRefund)).toMatchObject({ refund: 'not-started', order: { status: 'refund_due' } });
  });

  it('a change that starts a refund, from a writer that gave no way to start one, fails loudly (a programming error)', async () => {
    const cancelled = step({ ...placed, _id: 'o3', paymentMethod: 'card', paidAt: at }, 'cancelled', 'admin');
    await expect(followOrderChange(cancelled)).rejects.toThrow(/gave no way to start one/);
  });

  it('an order created placed (a cash order) needs no runner: it is mailed; a change whose effect has no runner fails loudly', async () => {
    expect(await runAfterEffects(placed, {})).toEqual({ order: placed });
    expect(fx.mailOrderUpdate).toHaveBeenCalledWith(placed);
    const delivered = step({ ...step(step(placed, 'packed', 'admin'), 'out_for_delivery', 'admin'), riderId: 'r1' }, 'delivered', 'rider');
    await expect(runAfterEffects(delivered, {})).rejects.toThrow(/brings invoice, and its writer gave no runner/);
    expect(fx.dispatchSoon).not.toHaveBeenCalled();
  });
});
