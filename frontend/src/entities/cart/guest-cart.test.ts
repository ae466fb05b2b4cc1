import { describe, expect, it } from 'vitest';
import { GUEST_CART_MAX_LINES } from '@core/limits';
import { withGuestProduct, type GuestCart } from './guest-cart';
import { withGuestProductSeen, withGuestQuantity, withoutGuestLine } from './guest-cart-lines';

const milk = { _id: 'milk', name: 'Milk', stock: 3, price: 30, discount: 0, image: ['/media/a.webp', '/media/b.webp'], unit: '1 l' };
const empty: GuestCart = { id: 'cart-1', lines: [] };

describe('guest cart', () => {
  it('adds one of a product, once, and nothing sold out', () => {
    const once = withGuestProduct(empty, milk);
    expect(once.lines).toEqual([{ productId: 'milk', quantity: 1, product: { ...milk, image: ['/media/a.webp'] } }]);
    expect(withGuestProduct(once, milk)).toBe(once);
    expect(withGuestProduct(empty, { ...milk, stock: 0 }).lines).toEqual([]);
  });

  it('keeps at most the lines the merge takes', () => {
    let cart = empty;
    for (let index = 0; index <= GUEST_CART_MAX_LINES; index++) cart = withGuestProduct(cart, { ...milk, _id: `p${index}` });
    expect(cart.lines).toHaveLength(GUEST_CART_MAX_LINES);
  });

  it('bounds a quantity by 1 and the stock, and lets a short line only come down', () => {
    const cart = withGuestProduct(empty, milk);
    const quantity = (next: GuestCart) => next.lines[0]!.quantity;
    expect(quantity(withGuestQuantity(cart, 'milk', 2))).toBe(2);
    expect(quantity(withGuestQuantity(cart, 'milk', 9))).toBe(3);
    expect(quantity(withGuestQuantity(cart, 'milk', 0))).toBe(1);
    expect(quantity(withGuestQuantity(cart, 'milk', Number.NaN))).toBe(1);
    const short: GuestCart = { id: 'c', lines: [{ productId: 'milk', quantity: 5, product: { ...milk, stock: 2 } }] };
    expect(quantity(withGuestQuantity(short, 'milk', 4))).toBe(4);
    expect(quantity(withGuestQuantity(short, 'milk', 6))).toBe(5);
    expect(withoutGuestLine(short, 'milk').lines).toEqual([]);
  });

  it("takes today's price and stock when the product is shown again", () => {
    const cart = withGuestProduct(empty, milk);
    expect(withGuestProductSeen(cart, milk)).toBe(cart);
    const seen = withGuestProductSeen(cart, { ...milk, price: 28, stock: 0 });
    expect(seen.lines[0]!.product).toMatchObject({ price: 28, stock: 0 });
    expect(withGuestProductSeen(cart, { ...milk, _id: 'other' })).toBe(cart);
  });
});
