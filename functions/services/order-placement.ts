import { newId } from '../core/ids.js';
import { MAX_ORDER_LINES, buildOrder, type OrderRecord, type PaymentMethod } from '../core/orders.js';
import { getAddress } from '../data/repos/addresses.js';
import { placeOrder } from '../data/repos/orders.js';
import { BadRequest, Conflict } from '../platform/errors.js';
import { readCart } from './cart-view.js';

/** Checks, builds and places an order in one transaction; throws a clear 4xx when it cannot. */
export async function placeOrderFromCart(userId: string, addressId: string, paymentMethod: PaymentMethod): Promise<OrderRecord> {
  const [cart, address] = await Promise.all([readCart(userId), getAddress(userId, addressId)]);
  if (!address || !address.status) throw new BadRequest('Please choose a delivery address');
  if (cart.lines.length === 0) throw new BadRequest('Your cart is empty');
  if (cart.lines.length > MAX_ORDER_LINES) {
    throw new BadRequest(`An order can have at most ${MAX_ORDER_LINES} different products; please split your cart`);
  }
  for (const line of cart.lines) {
    const product = cart.products.get(line.productId);
    if (product && product.stock < line.quantity) {
      throw new Conflict(product.stock === 0 ? `${product.name} is out of stock` : `Only ${product.stock} of ${product.name} left in stock`);
    }
  }
  const { _id, address_line, city, state, country, pincode, mobile } = address;
  const order = buildOrder({
    id: newId(),
    userId,
    paymentMethod,
    cart: cart.lines,
    products: cart.products,
    address: { _id, address_line, city, state, country, pincode, mobile },
    now: new Date(),
  });
  const result = await placeOrder(order);
  if (!result.ok) {
    const failure = result.failure;
    if (failure.kind === 'out-of-stock') {
      throw new Conflict(failure.left > 0 ? `Only ${failure.left} of ${failure.name} left in stock` : `${failure.name} is out of stock`);
    }
    if (failure.kind === 'address-gone') throw new BadRequest('Please choose a delivery address');
    throw new Conflict('Your cart changed while ordering; please check it and try again');
  }
  return order;
}
