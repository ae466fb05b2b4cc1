/**
 * The first API call of the pages people land on from outside (a shared product link, a search), so
 * preload/main.ts can start it while the app's code is still downloading. The path and body must be
 * the very ones the page's query sends (features/product/api/get-product-details.ts and
 * search-products.ts): the api client only takes a preloaded answer whose path and body match.
 */
export interface LandingCall {
  /** The page's code, a key of the route chunk map that vite-plugins.ts writes into index.html. */
  page: 'product' | 'search';
  path: string;
  body: string;
  /** The pictures the page shows first (its largest paint), read from the call's `data`. */
  firstImages: (data: unknown) => string[];
}

/** How many search results' pictures to fetch early: the first row of the grid on a phone. */
export const SEARCH_IMAGES_FIRST = 2;

function firstImageOf(product: unknown): string | undefined {
  if (typeof product !== 'object' || product === null || !('image' in product) || !Array.isArray(product.image)) return undefined;
  const [first] = product.image as unknown[];
  return typeof first === 'string' && first !== '' ? first : undefined;
}

function present(value: string | undefined): value is string {
  return value !== undefined;
}

/** SPEC section 2: /product/{name-slug}-{productId} and /search?q= (trimmed, page 1). */
export function landingCall(pathname: string, search: string): LandingCall | null {
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    let segment: string;
    try {
      segment = decodeURIComponent(product[1] ?? '');
    } catch {
      return null;
    }
    // lib/slug.ts parseSlug: the id is the last hyphen-separated piece.
    const productId = segment.split('-').pop() ?? '';
    if (productId === '') return null;
    return {
      page: 'product',
      path: '/api/product/get-product-details',
      body: JSON.stringify({ productId }),
      firstImages: (data) => [firstImageOf(data)].filter(present),
    };
  }
  if (pathname === '/search' || pathname === '/search/') {
    const q = (new URLSearchParams(search).get('q') ?? '').trim();
    return {
      page: 'search',
      path: '/api/product/search-product',
      body: JSON.stringify({ search: q, page: 1 }),
      firstImages: (data) => (Array.isArray(data) ? data.slice(0, SEARCH_IMAGES_FIRST).map(firstImageOf).filter(present) : []),
    };
  }
  return null;
}
