import { describe, expect, it } from 'vitest';
import { SEARCH_EAGER_IMAGES } from '../features/search/components/search-results';
import { SEARCH_IMAGES_FIRST, landingCall } from './landing-calls';

describe('landingCall', () => {
  it('a product page: get-product-details with the id at the end of the slug, as the page sends it', () => {
    const call = landingCall('/product/Amul-Taaza-Toned-Milk-0a1b2c3d', '');
    expect(call).toMatchObject({ page: 'product', path: '/api/product/get-product-details', body: JSON.stringify({ productId: '0a1b2c3d' }) });
    expect(landingCall('/product/Caf%C3%A9-Latte-ff00', '')?.body).toBe(JSON.stringify({ productId: 'ff00' }));
  });

  it('the search page: page 1 of the trimmed q, and of an empty search without one', () => {
    expect(landingCall('/search', '?q=%20milk%20')).toMatchObject({ page: 'search', body: JSON.stringify({ search: 'milk', page: 1 }) });
    expect(landingCall('/search', '')?.body).toBe(JSON.stringify({ search: '', page: 1 }));
  });

  it('no call for other pages or a malformed address', () => {
    for (const path of ['/', '/login', '/cart', '/product', '/product/a/b', '/Dairy-1/Milk-2', '/searches']) expect(landingCall(path, '')).toBeNull();
    expect(landingCall('/product/%E0%A4%A', '')).toBeNull();
  });

  it('the first pictures: the product\'s first image; the first two results\' first images', () => {
    expect(landingCall('/product/x-1', '')?.firstImages({ _id: '1', image: ['/media/a.webp', '/media/b.webp'] })).toEqual(['/media/a.webp']);
    expect(landingCall('/product/x-1', '')?.firstImages({ image: [] })).toEqual([]);
    const results = [{ image: ['/media/1.webp'] }, { image: [] }, { image: ['/media/3.webp'] }];
    expect(landingCall('/search', '?q=milk')?.firstImages(results)).toEqual(['/media/1.webp']);
    expect(landingCall('/search', '?q=milk')?.firstImages(null)).toEqual([]);
  });
});

it('preloads as many search pictures as the results page loads eagerly', () => {
  expect(SEARCH_IMAGES_FIRST).toBe(SEARCH_EAGER_IMAGES);
});
