import { guestProduct, type GuestCart, type GuestProduct } from './guest-cart';

/**
 * The guest cart's edits besides Add (guest-cart.ts): quantity, remove, and the product as
 * shown again. Apart from it, so they load with the quantity control rather than the home page.
 */

/**
 * A line's quantity, from 1 up to the stock; above the stock only as a reduction (a line whose
 * product ran short can be brought down, never raised), as PUT /api/cart/update-qty does.
 */
export function withGuestQuantity(cart: GuestCart, productId: string, quantity: number): GuestCart {
  return {
    ...cart,
    lines: cart.lines.map((line) => {
      if (line.productId !== productId) return line;
      const wanted = Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : line.quantity;
      if (wanted <= line.product.stock || wanted <= line.quantity) return { ...line, quantity: wanted };
      return { ...line, quantity: Math.max(line.quantity, line.product.stock) };
    }),
  };
}

export function withoutGuestLine(cart: GuestCart, productId: string): GuestCart {
  return { ...cart, lines: cart.lines.filter((line) => line.productId !== productId) };
}

/** The line's product as just shown (today's price and stock), when it differs from the one kept. */
export function withGuestProductSeen(cart: GuestCart, product: GuestProduct): GuestCart {
  const kept = cart.lines.find((line) => line.productId === product._id);
  if (!kept) return cart;
  const seen = guestProduct({ ...kept.product, ...product });
  if (JSON.stringify(seen) === JSON.stringify(kept.product)) return cart;
  return { ...cart, lines: cart.lines.map((line) => (line === kept ? { ...line, product: seen } : line)) };
}
