/**
 * A claim's money, exact and once, over HTTP on the embedded stack: a claim on a card order that
 * used store credit, past what the card still holds, is paid on the card and as credit and says so;
 * the refund that gives back the last paisa (a credit share) leaves the delivered order refunded.
 * Two decisions on one claim at once (two admins, or an admin and the automatic approval): one
 * wins, the money goes back once, the other admin gets a 409 saying what was decided.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, eventually, createProduct, mailsTo, tokenFor, type TestProduct } from './helpers.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClaim, ApiOrderClaims } from '../../functions/core/contracts/claim.js';
import type { ApiCredit } from '../../functions/core/contracts/credit.js';
import { replay } from '../../functions/core/credit.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { allCreditEntries, creditBalance } from '../../functions/data/repos/credit.js';
import { getOrder } from '../../functions/data/repos/orders/queries.js';
import { grantCredit } from '../../functions/services/credit/grant.js';
import { payOnStripePage } from './orders-support.js';
import { asOwner, buyerAt, step, type Buyer } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;

beforeAll(async () => {
  // No rider on duty here: the admin takes each order to delivered.
  store = await testStore({ name: 'Claim Money Test Store' });
  // ₹60 a unit: one unit is under the automatic limit (₹150), three are not.
  product = await createProduct({ stock: 0, price: 60, name: `Kokum Syrup ${randomUUID().slice(0, 6)}` });
  await putStoreStock(store._id, product._id, 300);
}, 120_000);

const paise = (rupees: number) => Math.round(rupees * 100);

/** A card order of `qty` units by a new shopper, paid in part with `creditPaise` of store credit (0: none), delivered by the admin. */
async function deliveredCardOrder(qty: number, creditPaise = 0): Promise<{ buyer: Buyer; orderId: string; grand: number }> {
  const buyer = await buyerAt(store, product, qty);
  if (creditPaise > 0) await grantCredit({ userId: buyer.userId, amount: creditPaise, reason: 'Test goodwill', by: 'test-admin', idempotencyKey: randomUUID() });
  const checkout = await api<{ id: string; order: ApiOrder }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId, ...(creditPaise > 0 ? { useCredit: true } : {}) } });
  expect(checkout.status, checkout.body.message).toBe(200);
  const order = checkout.body.data!.order;
  await payOnStripePage(buyer, checkout.body.data!.id, order._id);
  for (const to of ['packed', 'out_for_delivery', 'delivered']) {
    const moved = await step(order._id, to);
    expect(moved.status, moved.body.message).toBe(200);
  }
  return { buyer, orderId: order._id, grand: paise(order.charges!.grandTotal) };
}

const claim = (token: string, body: Record<string, unknown>) => api<ApiClaim>('POST', '/api/order/claim', { token, body, headers: { 'idempotency-key': randomUUID() } });
const damaged = (orderId: string, quantity: number, wantsCredit = false) => ({ orderId, lines: [{ productId: product._id, quantity }], reason: 'damaged', note: 'Leaking', photos: [], wantsCredit });
const decide = async (body: Record<string, unknown>) => api<ApiClaim>('POST', '/api/claim/decide', { token: await tokenFor('admin'), body, headers: { 'idempotency-key': randomUUID() } });
const refundPart = async (body: Record<string, unknown>) => api<ApiOrder>('POST', '/api/order/refund-part', { token: await tokenFor('admin'), body, headers: { 'idempotency-key': randomUUID() } });
const ledger = async (token: string) => (await api<ApiCredit>('POST', '/api/credit/get', { token, body: {} })).body.data!;
/** The order's refund records of one claim (its card share, its credit share). */
const claimRefunds = async (buyer: Buyer, orderId: string, claimId: string) => ((await getOrder(buyer.userId, orderId))!.refunds ?? []).filter((r) => r.key === `claim-${claimId}`);

describe('a claim paid back past what the card still holds', { timeout: 240_000 }, () => {
  it('is paid on the card and as credit and says both; the credit share that gives back the last paisa leaves the order refunded', async () => {
    // 3 × ₹60 with ₹100 of credit: the card paid the rest.
    const { buyer, orderId, grand } = await deliveredCardOrder(3, 10_000);
    const cardPaid = grand - 10_000;
    // The store gives back all but ₹20 of the card first.
    const first = await refundPart({ _id: orderId, amount: (cardPaid - 2_000) / 100, reason: 'Late delivery' });
    expect(first.status, first.body.message).toBe(200);
    await eventually(async () => expect(paise((await asOwner(buyer, orderId)).refundedAmt)).toBe(cardPaid - 2_000));

    // One unit (₹60): ₹20 on the card, the ₹40 it no longer holds as credit.
    const paid = await claim(buyer.token, damaged(orderId, 1));
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.data).toMatchObject({ state: 'approved', decidedBy: 'auto', approvedPaise: 6_000, paidBy: 'card+credit', paidCardPaise: 2_000, paidCreditPaise: 4_000 });
    const claimId = paid.body.data!.claimId;
    expect((await claimRefunds(buyer, orderId, claimId)).map((r) => [r.to ?? 'card', r.amountPaise])).toEqual([
      ['card', 2_000],
      ['credit', 4_000],
    ]);
    const view = (await api<ApiOrderClaims>('POST', '/api/order/claims', { token: buyer.token, body: { orderId } })).body.data!;
    expect(view.claims[0]).toMatchObject({ claimId, paidBy: 'card+credit', paidCardPaise: 2_000, paidCreditPaise: 4_000 });
    await eventually(async () => expect((await mailsTo(buyer.email)).map((m) => m.body.text ?? '').join('\n')).toContain('₹20 is on its way back to your card and ₹40 is added to your QuickBasket credit.'));
    expect((await ledger(buyer.token)).entries.filter((e) => e.kind === 'order_refund').map((e) => paise(e.amount))).toEqual([4_000]);

    // The card's ₹20 settles; ₹60 of the credit can still come back: delivered it stays.
    await eventually(async () => expect(paise((await asOwner(buyer, orderId)).refundedAmt)).toBe(cardPaid + 4_000));
    const settled = await asOwner(buyer, orderId);
    expect(settled.status).toBe('delivered');
    expect(paise(settled.refundableAmt)).toBe(6_000);

    // The rest, all as credit (the card holds nothing more): refunded, by this very refund.
    const rest = await refundPart({ _id: orderId, amount: 60, reason: 'Whole order spoilt' });
    expect(rest.status, rest.body.message).toBe(200);
    expect(rest.body.data!.status).toBe('refunded');
    const after = await asOwner(buyer, orderId);
    expect(after).toMatchObject({ status: 'refunded', refundableAmt: 0 });
    expect(paise(after.refundedAmt)).toBe(grand);
    expect(after.timeline.map((e) => `${e.status} by ${e.by}`).at(-1)).toBe('refunded by payment');
    // The ledger adds up: ₹40 and ₹60 back as credit, nothing twice.
    const [entries, balance] = await Promise.all([allCreditEntries(buyer.userId), creditBalance(buyer.userId, true)]);
    expect(replay(entries)).toEqual({ balancePaise: balance });
    expect(balance).toBe(10_000);
  });
});

/** Where a claim's money went once the dust settled: the card refund records and the ledger's claim entries under its key. */
async function moneyOf(buyer: Buyer, orderId: string, claimId: string) {
  const refunds = await claimRefunds(buyer, orderId, claimId);
  const entries = (await allCreditEntries(buyer.userId)).filter((e) => e.claimId === claimId);
  return { refunds: refunds.length, refundedPaise: refunds.reduce((sum, r) => sum + r.amountPaise, 0), creditEntries: entries.length, creditPaise: entries.reduce((sum, e) => sum + e.amountPaise, 0) };
}

describe('two decisions on one claim at once', { timeout: 600_000 }, () => {
  it('two admins (approve and approve, approve and reject): one wins, the money goes back once, the other gets a 409', async () => {
    const rounds: [Record<string, unknown>, Record<string, unknown>, boolean][] = [
      [{ approve: [{ productId: product._id, quantity: 3 }] }, { reject: 'The photo shows it whole' }, false],
      [{ approve: [{ productId: product._id, quantity: 3 }] }, { approve: [{ productId: product._id, quantity: 2 }] }, false],
      [{ reject: 'Not ours' }, { approve: [{ productId: product._id, quantity: 3 }] }, true],
      [{ approve: [{ productId: product._id, quantity: 2 }] }, { approve: [{ productId: product._id, quantity: 3 }] }, true],
    ];
    for (const [a, b, wantsCredit] of rounds) {
      const { buyer, orderId } = await deliveredCardOrder(3);
      // ₹180: over the automatic limit, it waits for an admin.
      const open = await claim(buyer.token, damaged(orderId, 3, wantsCredit));
      expect(open.body.data!.state).toBe('open');
      const claimId = open.body.data!.claimId;
      const answers = await Promise.all([decide({ claimId, ...a }), decide({ claimId, ...b })]);
      const won = answers.filter((r) => r.status === 200);
      const lost = answers.filter((r) => r.status !== 200);
      expect(won, answers.map((r) => `${r.status} ${r.body.message}`).join('; ')).toHaveLength(1);
      expect(lost.map((r) => r.status)).toEqual([409]);
      expect(lost[0]!.body.message).toMatch(/^This claim was already (approved \(₹\d+\)|rejected) by you$/);
      const decided = won[0]!.body.data!;
      const approvedPaise = decided.state === 'approved' ? decided.approvedPaise! : 0;
      expect(lost[0]!.body.message).toContain(decided.state);

      // Once: one card refund record, or one ledger entry, of what the winner approved; nothing for a rejection.
      if (decided.state === 'approved' && !wantsCredit) await eventually(async () => expect(paise((await asOwner(buyer, orderId)).refundedAmt)).toBe(approvedPaise));
      const money = await moneyOf(buyer, orderId, claimId);
      expect(money).toEqual(
        decided.state === 'rejected'
          ? { refunds: 0, refundedPaise: 0, creditEntries: 0, creditPaise: 0 }
          : wantsCredit
            ? { refunds: 0, refundedPaise: 0, creditEntries: 1, creditPaise: approvedPaise }
            : { refunds: 1, refundedPaise: approvedPaise, creditEntries: 0, creditPaise: 0 },
      );
      expect(paise((await asOwner(buyer, orderId)).refundedAmt)).toBe(wantsCredit ? 0 : approvedPaise);
    }
  });

  it('the automatic approval and an admin\'s decision: one wins, the shopper\'s claim answers it, the money goes back once', async () => {
    const winners: string[] = [];
    for (let round = 0; round < 4; round++) {
      const wantsCredit = round % 2 === 1;
      const { buyer, orderId } = await deliveredCardOrder(2);
      const claimId = `${orderId}.1`;
      // The admin decides as soon as the claim is there (its id is the order's and its number), racing its automatic approval.
      const admin = async () => {
        for (let tries = 0; tries < 500; tries++) {
          const answer = await decide({ claimId, reject: 'Raced' });
          if (answer.status !== 404) return answer;
        }
        throw new Error('the claim never appeared');
      };
      const [shopper, decision] = await Promise.all([claim(buyer.token, damaged(orderId, 1, wantsCredit)), admin()]);
      expect(shopper.status, shopper.body.message).toBe(200);
      const final = shopper.body.data!;
      if (decision.status === 200) {
        winners.push('admin');
        expect(final).toMatchObject({ state: 'rejected', rejectReason: 'Raced' });
      } else {
        winners.push('auto');
        expect(decision.status, decision.body.message).toBe(409);
        expect(decision.body.message).toBe('This claim was already approved (₹60) automatically');
        expect(final).toMatchObject({ state: 'approved', decidedBy: 'auto', approvedPaise: 6_000, paidBy: wantsCredit ? 'credit' : 'card' });
        if (!wantsCredit) await eventually(async () => expect(paise((await asOwner(buyer, orderId)).refundedAmt)).toBe(6_000));
      }
      const approved = final.state === 'approved';
      expect(await moneyOf(buyer, orderId, claimId)).toEqual({
        refunds: approved && !wantsCredit ? 1 : 0,
        refundedPaise: approved && !wantsCredit ? 6_000 : 0,
        creditEntries: approved && wantsCredit ? 1 : 0,
        creditPaise: approved && wantsCredit ? 6_000 : 0,
      });
    }
    console.log(`automatic approval vs admin, winners by round: ${winners.join(', ')}`);
  });
});
