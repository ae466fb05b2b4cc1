import { describe, expect, it } from 'vitest';
import { SEARCH_EAGER_IMAGES } from '@/features/product/components/search-results';
import { SUBCATEGORY_PAGE_SIZE } from '@/features/product/api/get-subcategory-products';
import { SUBCATEGORY_EAGER_IMAGES } from '@/features/product/components/subcategory-products';
import { LISTING_IMAGES_FIRST, LISTING_PAGE_SIZE, SEARCH_IMAGES_FIRST, landingPage } from './landing-calls';

const landingCall = (pathname: string, search: string) => landingPage(pathname, search)?.calls[0] ?? null;

describe('landingCall', () => {
  it('a product page: get-product-details with the id at the end of the slug, as the page sends it', () => {
    const call = landingCall('/product/Amul-Taaza-Toned-Milk-0a1b2c3d', '');
    expect(landingPage('/product/Amul-Taaza-Toned-Milk-0a1b2c3d', '')?.page).toBe('product');
    expect(call).toMatchObject({ method: 'POST', firstRender: true, path: '/api/product/get-product-details', body: JSON.stringify({ productId: '0a1b2c3d' }) });
    expect(landingCall('/product/Caf%C3%A9-Latte-ff00', '')?.body).toBe(JSON.stringify({ productId: 'ff00' }));
  });

  it('the search page: page 1 of the trimmed q, and of an empty search without one', () => {
    expect(landingPage('/search', '?q=%20milk%20')?.page).toBe('search');
    expect(landingCall('/search', '?q=%20milk%20')).toMatchObject({ firstRender: true, body: JSON.stringify({ search: 'milk', page: 1 }) });
    expect(landingCall('/search', '')?.body).toBe(JSON.stringify({ search: '', page: 1 }));
  });

  it('home: categories (GET), which the first render waits for, and sub categories (POST {}), which it does not', () => {
    expect(landingPage('/', '')?.page).toBeUndefined();
    expect(landingPage('/', '')?.calls.map(({ method, path, body, firstRender }) => ({ method, path, body, firstRender }))).toEqual([
      { method: 'GET', path: '/api/category/get', body: '', firstRender: true },
      { method: 'POST', path: '/api/subcategory/get', body: '{}', firstRender: false },
    ]);
  });

  it('the calls that answer with stock name the chosen store, as their pages\' queries do; categories do not', () => {
    expect(landingCall('/product/x-1', '')?.perStore).toBe(true);
    expect(landingCall('/search', '?q=milk')?.perStore).toBe(true);
    expect(landingPage('/', '')?.calls.map((call) => call.perStore ?? false)).toEqual([false, false]);
  });

  it('a sub category\'s list: page 1 of its products at the ids ending each segment, then the categories and sub categories (not waited for)', () => {
    const page = landingPage('/Dairy-Bread-Eggs-c1/Caf%C3%A9-Milk-s2', '');
    expect(page?.page).toBe('listing');
    expect(page?.calls.map(({ method, path, body, firstRender, perStore }) => ({ method, path, body, firstRender, perStore: perStore ?? false }))).toEqual([
      {
        method: 'POST',
        path: '/api/product/get-pruduct-by-category-and-subcategory',
        body: JSON.stringify({ categoryId: 'c1', subCategoryId: 's2', page: 1, limit: 8 }),
        firstRender: true,
        perStore: true,
      },
      { method: 'GET', path: '/api/category/get', body: '', firstRender: false, perStore: false },
      { method: 'POST', path: '/api/subcategory/get', body: '{}', firstRender: false, perStore: false },
    ]);
    expect(landingPage('/Dairy-c1/Milk-s2/', '')?.page).toBe('listing');
  });

  it('no call for other pages or a malformed address', () => {
    for (const path of ['/login', '/cart', '/product', '/product/a/b', '/searches', '/dashboard/orders', '/Dashboard/x-1', '/invoice/o-1', '/Dairy-/Milk-2', '/a/b/c']) {
      expect(landingCall(path, '')).toBeNull();
    }
    expect(landingCall('/product/%E0%A4%A', '')).toBeNull();
    expect(landingCall('/Dairy-1/%E0%A4%A', '')).toBeNull();
  });

  it('the first pictures: the product\'s first image; the first result\'s first image (the list\'s first two)', () => {
    expect(landingCall('/product/x-1', '')?.firstImages({ _id: '1', image: ['/media/a.webp', '/media/b.webp'] })).toEqual(['/media/a.webp']);
    expect(landingCall('/product/x-1', '')?.firstImages({ image: [] })).toEqual([]);
    const results = [{ image: ['/media/1.webp'] }, { image: [] }, { image: ['/media/3.webp'] }];
    expect(landingCall('/search', '?q=milk')?.firstImages(results)).toEqual(['/media/1.webp']);
    expect(landingCall('/search', '?q=milk')?.firstImages(null)).toEqual([]);
    expect(landingCall('/Dairy-1/Milk-2', '')?.firstImages(results)).toEqual(['/media/1.webp']);
    const pictured = [{ image: ['/media/1.webp'] }, { image: ['/media/2.webp'] }];
    expect(landingCall('/search', '?q=milk')?.firstImages(pictured)).toEqual(['/media/1.webp']);
    expect(landingCall('/Dairy-1/Milk-2', '')?.firstImages(pictured)).toEqual(['/media/1.webp']);
  });

  it('the search page also fetches its header input\'s code, which its module loads at once; no other page does', () => {
    expect(landingPage('/search', '?q=milk')?.alsoLoads).toBe('searchInput');
    for (const path of ['/', '/product/x-1', '/Dairy-1/Milk-2']) expect(landingPage(path, '')?.alsoLoads).toBeUndefined();
  });
});

it('preloads as many search pictures as the results page loads eagerly', () => {
  expect(SEARCH_IMAGES_FIRST).toBe(SEARCH_EAGER_IMAGES);
});

it('asks for the list\'s page as the list page does, and preloads as many pictures as it loads eagerly', () => {
  expect(LISTING_PAGE_SIZE).toBe(SUBCATEGORY_PAGE_SIZE);
  expect(LISTING_IMAGES_FIRST).toBe(SUBCATEGORY_EAGER_IMAGES);
});
