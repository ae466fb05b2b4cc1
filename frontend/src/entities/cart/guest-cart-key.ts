/**
 * The localStorage entry of the guest cart (guest-cart.ts). Its own module, with no imports, so
 * index.html's inline home-shell script (src/preload/home-shell.ts) reads the entry the app writes.
 */
export const GUEST_CART_KEY = 'quickbasket.guestCart';
