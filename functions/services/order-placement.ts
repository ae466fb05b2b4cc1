import { newId } from '../core/ids.js';
import type { PaymentMethod } from '../core/order-states.js';
import { MAX_ORDER_LINES, buildOrder, sameCheckout, type OrderRecord } from '../core/order-record.js';
import { getAddress } from '../data/repos/addresses.js';
import { getOrder, pendingCheckoutOrderId } from '../data/repos/orders/queries.js';
import { placeOrder, replacePendingOrder, type PlaceOrderFailure } from '../data/repos/orders/place.js';
import { BadRequest, Conflict, type HttpError } from '../platform/errors.js';
import { logger } from '../platform/logger.js';
import { countOrderPlaced } from '../platform/metrics.js';
import { readCart } from './cart-view.js';
import { closeCheckoutSession } from './checkout-session.js';

/** Checkouts of one shopper racing each other: each round re-reads which one holds the pointer. */
const MAX_ROUNDS = 3;

/** Places a cash on delivery order (settling a card checkout left unpaid first); throws a clear 4xx when it cannot. */
export async function placeCashOrder(userId: string, addressId: string): Promise<OrderRecord> {
  const placement = await placeSettlingPending(userId, addressId, 'cod');
  if (placement.kind !== 'placed') throw new Error('a cash order never resumes a card checkout');
  countOrderPlaced('cod');
  return placement.order;
}

export type Placement = { kind: 'placed'; order: OrderRecord } | { kind: 'same-as-pending'; pending: OrderRecord };

/**
 * Places an order from the cart, in one transaction with everything it needs (orderFromCart,
 * repos/orders/place.ts placeOrder). A shopper has at most one open checkout: when their card order is
 * still awaiting payment (the shopper came back from Stripe's page), it is settled in the same step,
 * whatever the new order pays with: its session is expired at Stripe first (so it can never be paid
 * afterwards), then one transaction cancels it and places the new order, moving each product's stock
 * by the difference (replacePendingOrder), so the stock is held once. A card checkout of exactly what
 * the pending order holds is not placed again: 'same-as-pending', and the caller resumes paying it.
 */
export async function placeSettlingPending(userId: string, addressId: string, paymentMethod: PaymentMethod): Promise<Placement> {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const pendingId = await pendingCheckoutOrderId(userId);
    const pending = pendingId ? await getOrder(userId, pendingId) : undefined;
    const holding = pending?.status === 'pending_payment' ? pending : undefined;
    const held = new Map((holding?.lines ?? []).map((line) => [line.productId, line.quantity]));
    const order = await orderFromCart(userId, addressId, paymentMethod, held);

    if (holding && paymentMethod === 'card' && sameCheckout(holding, order)) return { kind: 'same-as-pending', pending: holding };
    if (holding?.stripeSessionId && (await closeCheckoutSession(holding.stripeSessionId)) === 'paid') {
      throw new Conflict('Your earlier card order was paid a moment ago: it will show as placed in My Orders shortly');
    }
    const result = holding ? await replacePendingOrder(holding, order) : await placeOrder(order, pendingId ?? null);
    if (result.ok) return { kind: 'placed', order };
    if (result.failure.kind !== 'checkout-changed') throw placementError(result.failure);
    logger.info('the pending checkout changed meanwhile; reading it again', { userId, round });
  }
  throw placementError({ kind: 'checkout-changed' });
}

/**
 * The order the caller's cart and address make, checked (address active, cart not empty nor too
 * long, enough stock). `held` is stock the caller's pending card order holds and would give back
 * (a replaced checkout): it counts as available.
 */
export async function orderFromCart(
  userId: string,
  addressId: string,
  paymentMethod: PaymentMethod,
  held: ReadonlyMap<string, number> = new Map(),
): Promise<OrderRecord> {
  const [cart, address] = await Promise.all([readCart(userId), getAddress(userId, addressId)]);
  if (!address || !address.status) throw new BadRequest('Please choose a delivery address');
  if (cart.lines.length === 0) throw new BadRequest('Your cart is empty');
  if (cart.lines.length > MAX_ORDER_LINES) {
    throw new BadRequest(`An order can have at most ${MAX_ORDER_LINES} different products; please split your cart`);
  }
  for (const line of cart.lines) {
    const product = cart.products.get(line.productId);
    const available = product ? product.stock + (held.get(line.productId) ?? 0) : 0;
    if (product && available < line.quantity) {
      throw new Conflict(available === 0 ? `${product.name} is out of stock` : `Only ${available} of ${product.name} left in stock`);
    }
  }
  const { _id, address_line, city, state, country, pincode, mobile } = address;
  return buildOrder({
    id: newId(),
    userId,
    paymentMethod,
    cart: cart.lines,
    products: cart.products,
    address: { _id, address_line, city, state, country, pincode, mobile },
    now: new Date(),
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
  }
}
