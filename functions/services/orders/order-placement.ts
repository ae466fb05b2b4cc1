import { highDemandMessage, type CapacityGate } from '../../core/capacity.js';
import { creditToUsePaise } from '../../core/credit.js';
import { newId } from '../../core/ids.js';
import { creditBalance } from '../../data/repos/credit.js';
import { creditUsed } from '../../data/repos/orders/credit-write.js';
import type { PaymentMethod } from '../../core/order-states.js';
import { MAX_ORDER_LINES, buildOrder, sameCheckout, type OrderRecord } from '../../core/order-record.js';
import { getAddress } from '../../data/repos/addresses.js';
import { listCartLines } from '../../data/repos/carts.js';
import { getOrder, pendingCheckoutOrderId } from '../../data/repos/orders/queries.js';
import { placeOrder, replacePendingOrder, type PlaceOrderFailure } from '../../data/repos/orders/place.js';
import { stockStoreOf } from '../../data/repos/orders/stock.js';
import { getProductsAtStore } from '../../data/repos/products.js';
import { BadRequest, Conflict, type HttpError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { closeCheckoutSession } from '../payments/checkout-session.js';
import { billForCart } from '../cart/cart-bill.js';
import { storeForDelivery } from './delivering-store.js';

/** Checkouts of one shopper racing each other: each round re-reads which one holds the pointer. */
const MAX_ROUNDS = 3;

/** The whole order's substitution preference sent at checkout (core/contracts/substitution.ts). */
export type OrderPreference = 'best_match' | 'dont_replace';

export type Placement = { kind: 'placed'; order: OrderRecord } | { kind: 'same-as-pending'; pending: OrderRecord };

/**
 * Places an order from the cart at the store of the address's pincode, in one transaction with
 * everything it needs (orderFromCart, repos/orders/place.ts placeOrder). A shopper has at most one
 * open checkout: when their card order is still awaiting payment (the shopper came back from
 * Stripe's page), it is settled in the same step, whatever the new order pays with: its session is
 * expired at Stripe first (so it can never be paid afterwards), then one transaction cancels it and
 * places the new order, moving each product's stock by the difference (replacePendingOrder), so the
 * stock is held once. A card checkout of exactly what the pending order holds is not placed again:
 * 'same-as-pending', and the caller resumes paying it. Nothing is written (and no session expired)
 * when the address's pincode is not served or its store is closed or paused (409).
 */
export async function placeSettlingPending(userId: string, addressId: string, paymentMethod: PaymentMethod, tipPaise = 0, substitution?: OrderPreference, useCredit = false): Promise<Placement> {
  let last: PlaceOrderFailure = { kind: 'checkout-changed' };
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const pendingId = await pendingCheckoutOrderId(userId);
    const pending = pendingId ? await getOrder(userId, pendingId) : undefined;
    const holding = pending?.status === 'pending_payment' ? pending : undefined;
    const seen: CheckoutSeen = {};
    const order = withCredit(await orderFromCart(userId, addressId, paymentMethod, holding, tipPaise, substitution, seen), useCredit ? await creditBalance(userId, true) + creditUsed(holding ?? {}) : 0);

    if (holding && paymentMethod === 'card' && sameCheckout(holding, order)) return { kind: 'same-as-pending', pending: holding };
    if (holding?.stripeSessionId && (await closeCheckoutSession(holding.stripeSessionId)) === 'paid') {
      throw new Conflict('Your earlier card order was paid a moment ago: it will show as placed in My Orders shortly');
    }
    const result = holding ? await replacePendingOrder(holding, order, seen.gate) : await placeOrder(order, pendingId ?? null, seen.gate);
    if (result.ok) return { kind: 'placed', order };
    // A pause since the store was checked: the next round says why, in the shopper's words.
    if (result.failure.kind !== 'checkout-changed' && result.failure.kind !== 'store-unavailable') throw placementError(result.failure);
    logger.info('the pending checkout or the store changed meanwhile; reading them again', { userId, round, why: result.failure.kind });
    last = result.failure;
  }
  throw placementError(last);
}

/**
 * The order paying what the shopper's credit covers of its grand total (core/credit.ts): a pending
 * checkout it replaces gives its own credit back in the same transaction, so that counts as available.
 * The placing transaction's condition on the balance is the check; this is what the bill says.
 */
function withCredit(order: OrderRecord, availablePaise: number): OrderRecord {
  const creditPaise = creditToUsePaise(availablePaise, order.totals.grandTotalPaise);
  if (creditPaise <= 0 || !order.charges) return order;
  return { ...order, charges: { ...order.charges, creditPaise } };
}

/** What orderFromCart read that the placing transaction re-checks: the store's capacity (core/capacity.ts). */
export interface CheckoutSeen {
  gate?: CapacityGate;
}

/**
 * The order the caller's cart and address make, checked (address active, its pincode served by a
 * store open now, cart not empty nor too long, enough stock at that store), billed by the one rule
 * (services/cart/cart-bill.ts) with its store's fees, the cart's offer and the tip: the order keeps
 * the bill's charges and charges its grand total, whatever the client sent. Stock the caller's
 * pending card order `holding` holds at that same store, and would give back (a replaced
 * checkout), counts as available. Each line keeps its cart line's substitution preference, or the
 * whole order's (`substitution`) when the checkout sent one.
 */
export async function orderFromCart(
  userId: string,
  addressId: string,
  paymentMethod: PaymentMethod,
  holding?: OrderRecord,
  tipPaise = 0,
  substitution?: OrderPreference,
  seen: CheckoutSeen = {},
): Promise<OrderRecord> {
  const [allLines, address] = await Promise.all([listCartLines(userId), getAddress(userId, addressId)]);
  if (!address || !address.status) throw new BadRequest('Please choose a delivery address');
  if (allLines.length === 0) throw new BadRequest('Your cart is empty');
  const store = await storeForDelivery(address.pincode);
  seen.gate = store.gate;
  const [products, holdingStore] = await Promise.all([
    getProductsAtStore(store._id, allLines.map((l) => l.productId), { consistent: true }),
    holding ? stockStoreOf(holding) : undefined,
  ]);
  // Lines of deleted products drop out, as in the cart view.
  const lines = allLines.filter((l) => products.has(l.productId));
  if (lines.length === 0) throw new BadRequest('Your cart is empty');
  if (lines.length > MAX_ORDER_LINES) {
    throw new BadRequest(`An order can have at most ${MAX_ORDER_LINES} different products; please split your cart`);
  }
  const held = new Map(holdingStore === store._id ? (holding?.lines ?? []).map((line) => [line.productId, line.quantity]) : []);
  for (const line of lines) {
    const { record, stock } = products.get(line.productId)!;
    const available = stock + (held.get(line.productId) ?? 0);
    if (available < line.quantity) {
      throw new Conflict(available === 0 ? `${record.name} is out of stock` : `Only ${available} of ${record.name} left in stock`);
    }
  }
  const { _id, address_line, city, state, country, pincode, mobile } = address;
  const records = new Map([...products].map(([id, { record }]) => [id, record]));
  const now = new Date();
  const billed = await billForCart(
    userId,
    { tipPaise, payment: paymentMethod === 'cod' ? 'cash' : 'card', at: now },
    { lines, products: records, store },
  );
  return buildOrder({
    id: newId(),
    userId,
    paymentMethod,
    cart: substitution ? lines.map((line) => ({ ...line, substitution })) : lines,
    products: records,
    address: { _id, address_line, city, state, country, pincode, mobile },
    store: { _id: store._id, name: store.name, etaMinutes: store.etaMinutes },
    bill: { bill: billed.bill, ...(billed.offerId ? { offerId: billed.offerId } : {}) },
    now,
  });
}

/** What the shopper is told when the placing transaction refused. */
export function placementError(failure: PlaceOrderFailure): HttpError {
  switch (failure.kind) {
    case 'out-of-stock':
      return new Conflict(failure.left > 0 ? `Only ${failure.left} of ${failure.name} left in stock` : `${failure.name} is out of stock`);
    case 'address-gone':
      return new BadRequest('Please choose a delivery address');
    case 'cart-changed':
      return new Conflict('Your cart changed while ordering; please check it and try again');
    case 'checkout-changed':
      return new Conflict('Another checkout of yours changed meanwhile; please try again');
    case 'store-unavailable':
      return new Conflict('The store that delivers to this address stopped taking orders a moment ago; please try again');
    case 'high-demand':
      return new Conflict(highDemandMessage(failure.storeName));
    case 'offer-used-up':
      return new Conflict(`${failure.name} has been fully used; remove it from your cart to order`);
    case 'offer-shopper-limit':
      return new Conflict(`You have already used ${failure.name}; remove it from your cart to order`);
    case 'offer-first-order':
      return new Conflict(`${failure.name} is for your first order only, and another order of yours has it; remove it from your cart to order`);
    case 'credit-short':
      return new Conflict('Your QuickBasket credit changed while ordering; please check it and try again');
    case 'offer-unavailable':
      return new Conflict(`${failure.name} has ended; remove it from your cart to order`);
  }
}
