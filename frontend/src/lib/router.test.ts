import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './router';

const Page = () => null;
/** The shapes of app/router.tsx's table: nested dashboard, static beats parameter beats splat. */
const routes: RouteObject[] = [
  { path: '/', Component: Page },
  {
    path: '/dashboard',
    Component: Page,
    children: [
      { index: true, element: 'index' },
      { path: 'profile', Component: Page },
      { path: 'myorders/:orderId', Component: Page },
      { path: 'stores/:storeId/stock', Component: Page },
      { path: '*', Component: Page },
    ],
  },
  { path: '/search', Component: Page },
  { path: '/product/:slug', Component: Page },
  { path: '/:categorySlug/:subCategorySlug', Component: Page },
  { path: '*', Component: Page },
];

const paths = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.path ?? (m.route.index ? '(index)' : '?'));
const params = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.params;

describe('matchRoutes ranks as React Router does', () => {
  it('home, a static page and an unknown address', () => {
    expect(paths('/')).toEqual(['/']);
    expect(paths('/search')).toEqual(['/search']);
    expect(paths('/search/')).toEqual(['/search']);
    expect(paths('/a/b/c')).toEqual(['*']);
  });

  it('a static segment beats a parameter: /product/x is a product, /dairy-1/milk-2 a listing', () => {
    expect(paths('/product/amul-milk-p1')).toEqual(['/product/:slug']);
    expect(params('/product/amul-milk-p1')).toEqual({ slug: 'amul-milk-p1' });
    expect(paths('/dairy-c1/milk-s2')).toEqual(['/:categorySlug/:subCategorySlug']);
    expect(params('/dairy-c1/milk%20x-s2')).toEqual({ categorySlug: 'dairy-c1', subCategorySlug: 'milk x-s2' });
  });

  it('the dashboard: its index, its pages, its own not-found, never the listing route', () => {
    expect(paths('/dashboard')).toEqual(['/dashboard', '(index)']);
    expect(paths('/dashboard/profile')).toEqual(['/dashboard', 'profile']);
    expect(paths('/Dashboard/Profile')).toEqual(['/dashboard', 'profile']);
    expect(paths('/dashboard/myorders/o-1')).toEqual(['/dashboard', 'myorders/:orderId']);
    expect(params('/dashboard/stores/s-9/stock')).toEqual({ storeId: 's-9' });
    expect(paths('/dashboard/nothing')).toEqual(['/dashboard', '*']);
  });
});
