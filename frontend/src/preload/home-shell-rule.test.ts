import { describe, expect, it } from 'vitest';
import { GUEST_CART_KEY } from '@/entities/cart/guest-cart-key';
import { LOCATION_KEY } from '@/lib/stored-location';
import { showsHomeShell } from './home-shell-rule';

/** A localStorage holding these entries. */
function storeOf(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null };
}

describe('showsHomeShell', () => {
  it('shows the home shell on / to a browser that keeps nothing of the store, or no storage at all', () => {
    expect(showsHomeShell('/', storeOf({}))).toBe(true);
    expect(showsHomeShell('/', storeOf({ 'some.other.site': '1' }))).toBe(true);
    expect(showsHomeShell('/', undefined)).toBe(true);
  });

  it('never on another page: index.html is every page', () => {
    for (const pathname of ['/cart', '/product/amul-butter-500-g-abc123', '/search', '/dashboard/myorders', '//', '/index.html']) {
      expect(showsHomeShell(pathname, storeOf({})), pathname).toBe(false);
    }
  });

  it('not to a signed-in shopper, one with a delivery location or one with a guest cart: their first screen differs', () => {
    expect(showsHomeShell('/', storeOf({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'u1' }))).toBe(false);
    expect(showsHomeShell('/', storeOf({ [LOCATION_KEY]: '{}' }))).toBe(false);
    expect(showsHomeShell('/', storeOf({ [GUEST_CART_KEY]: '{"id":"c","lines":[]}' }))).toBe(false);
  });
});
