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
});
