import { describe, expect, it } from 'vitest';
import { keptReturnState, returnPath, returnState } from './return-to';

describe('returning after sign-in', () => {
  it('goes back to the page the shopper was on', () => {
    expect(returnPath(returnState({ pathname: '/product/milk-1', search: '?x=1', hash: '' }))).toBe('/product/milk-1?x=1');
    expect(returnPath({ from: '/dashboard/myorders' })).toBe('/dashboard/myorders');
    expect(keptReturnState({ from: '/checkout', email: 'a@b.c' })).toEqual({ from: '/checkout' });
  });

  it('goes to / when opened directly, or when the place is not a page of this site', () => {
    for (const state of [null, undefined, {}, { from: 5 }, { from: 'https://evil.example/' }, { from: '//evil.example' }, { from: '/\\evil' }, { from: '/login' }, { from: '/register?x' }])
      expect(returnPath(state), JSON.stringify(state)).toBe('/');
    expect(keptReturnState(null)).toEqual({});
  });

  it('a rider lands on /rider and an admin on the dashboard, unless they came from one of their own screens', () => {
    expect(returnPath({ from: '/product/milk-1' }, 'RIDER')).toBe('/rider');
    expect(returnPath(null, 'RIDER')).toBe('/rider');
    expect(returnPath({ from: '/rider' }, 'RIDER')).toBe('/rider');
    expect(returnPath({ from: '/riders-of-the-storm' }, 'RIDER')).toBe('/rider');
    expect(returnPath(null, 'ADMIN')).toBe('/dashboard/overview');
    expect(returnPath({ from: '/cart' }, 'ADMIN')).toBe('/dashboard/overview');
    expect(returnPath({ from: '/dashboard/orders?status=placed' }, 'ADMIN')).toBe('/dashboard/orders?status=placed');
    expect(returnPath({ from: '/product/milk-1' }, 'USER')).toBe('/product/milk-1');
    expect(returnPath(null, 'USER')).toBe('/');
  });
});
