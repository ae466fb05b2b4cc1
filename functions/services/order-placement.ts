import { newId } from '../core/ids.js';
import { MAX_ORDER_LINES, buildOrder, type OrderRecord, type PaymentMethod } from '../core/orders.js';
import { getAddress } from '../data/repos/addresses.js';
import { placeOrder, type PlaceOrderFailure } from '../data/repos/orders.js';
import { BadRequest, Conflict, type HttpError } from '../platform/errors.js';
import { countOrderPlaced } from '../platform/metrics.js';
import { readCart } from './cart-view.js';

/** Checks, builds and places a cash on delivery order in one transaction; throws a clear 4xx when it cannot. */
export async function placeOrderFromCart(userId: string, addressId: string, paymentMethod: PaymentMethod): Promise<OrderRecord> {
  const order = await orderFromCart(userId, addressId, paymentMethod);
  const result = await placeOrder(order);
  if (!result.ok) throw placementError(result.failure);
  countOrderPlaced(order.paymentMethod);
  return order;
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
