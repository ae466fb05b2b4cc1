import type { ApiBody, ApiPath } from '@/lib/api-client';
import { slugId } from '@/lib/slug';

/**
 * The first API calls of the pages people land on from outside (the home page, a shared product
 * link, a search, a sub category's list), so preload/main.ts can start them while the app's code is still downloading.
 * Method, path and body must be the very ones the page's queries send (get-categories.ts,
 * get-subcategories.ts, get-product-details.ts, search-products.ts): the api client only takes a
 * preloaded answer whose method, path and body match.
 */
export interface LandingCall {
  method: 'GET' | 'POST';
  path: string;
  /** '' for a GET. */
  body: string;
  /** The page renders with this answer at once (its query's initialData): the first render waits for it. */
  firstRender: boolean;
  /** The pictures the page shows first (its largest paint), read from the call's `data`. */
  firstImages: (data: unknown) => string[];
  /** Its answer shows stock: it names the chosen store (X-Store-Id), as the page's query does. */
  perStore?: true;
}

export interface LandingPage {
  /** The page's code, a key of the route chunk map that vite-plugins.ts writes into index.html; none for home (in the main bundle). */
  page?: 'product' | 'search' | 'listing';
  /** Code the page's module loads at once with a dynamic import (a key of the same map): the search page's header input. */
  alsoLoads?: 'searchInput';
  calls: LandingCall[];
}

const noImages = () => [];

/**
 * Each call's path and body are checked against its contract (functions/core/contracts; types only,
 * nothing bundled): a path the API does not serve or a body field its handler does not take fails
 * the build. The literals stay where they are used, so the minified script stays as small.
 */
type Details = '/api/product/get-product-details';
type Search = '/api/product/search-product';
type Listing = '/api/product/get-pruduct-by-category-and-subcategory';

/**
 * How many search results' pictures to fetch early: the first only, the page's largest paint. A
 * second one took one of the six connections HTTP/1.1 gives the site and its bandwidth while the
 * app's code was still coming, which the results wait for.
 */
export const SEARCH_IMAGES_FIRST = 1;
/** The same for a sub category's list: its first product's picture, the page's largest paint. */
export const LISTING_IMAGES_FIRST = 1;
/** The list's page size (features/product/api/get-subcategory-products.ts SUBCATEGORY_PAGE_SIZE). */
export const LISTING_PAGE_SIZE = 8;
/** Two-segment addresses that are not a sub category's list (app/router.tsx ranks these first). */
const NOT_LISTINGS = new Set(['dashboard', 'product', 'invoice']);

const firstImagesOf = (count: number) => (data: unknown) => (Array.isArray(data) ? data.slice(0, count).map(firstImageOf).filter(present) : []);

function firstImageOf(product: unknown): string | undefined {
  if (typeof product !== 'object' || product === null || !('image' in product) || !Array.isArray(product.image)) return undefined;
  const [first] = product.image as unknown[];
  return typeof first === 'string' && first !== '' ? first : undefined;
}

function present(value: string | undefined): value is string {
  return value !== undefined;
}

/** GET /api/category/get; `firstRender`: the page's first render waits for it. */
const categoriesCall = (firstRender: boolean): LandingCall => ({
  method: 'GET',
  path: '/api/category/get' satisfies ApiPath<'GET'>,
  body: '',
  firstRender,
  firstImages: noImages,
});

/** POST /api/subcategory/get `{}`: no page's first render waits for it. */
const subCategoriesCall: LandingCall = {
  method: 'POST',
  path: '/api/subcategory/get' satisfies ApiPath<'POST'>,
  body: JSON.stringify({} satisfies ApiBody<'POST', '/api/subcategory/get'>),
  firstRender: false,
  firstImages: noImages,
};

/**
 * SPEC section 2: `/` (categories and sub categories: the tiles and the rows start from them; the
 * first render waits for the categories, so the tiles are laid out at their real number and nothing
 * below them moves; the sub categories only give the tiles their links), /product/{name-slug}-{productId},
 * /search?q= (trimmed, page 1) and /{category-slug}-{categoryId}/{subCategory-slug}-{subCategoryId}
 * (the list's page 1, with the categories and sub categories its heading and rail read).
 */
export function landingPage(pathname: string, search: string): LandingPage | null {
  if (pathname === '/') return { calls: [categoriesCall(true), subCategoriesCall] };
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product) {
    let segment: string;
    try {
      segment = decodeURIComponent(product[1] ?? '');
    } catch {
      return null;
    }
    // As the product page reads its address (app/routes/product-detail.tsx).
    const productId = slugId(segment);
    if (productId === '') return null;
    const details: LandingCall = {
      method: 'POST',
      path: '/api/product/get-product-details' satisfies Details,
      body: JSON.stringify({ productId } satisfies ApiBody<'POST', Details>),
      firstRender: true,
      firstImages: (data) => [firstImageOf(data)].filter(present),
      perStore: true,
    };
    return { page: 'product', calls: [details] };
  }
  if (pathname === '/search' || pathname === '/search/') {
    const q = (new URLSearchParams(search).get('q') ?? '').trim();
    const results: LandingCall = {
      method: 'POST',
      path: '/api/product/search-product' satisfies Search,
      body: JSON.stringify({ search: q, page: 1 } satisfies ApiBody<'POST', Search>),
      firstRender: true,
      firstImages: firstImagesOf(SEARCH_IMAGES_FIRST),
      perStore: true,
    };
    return { page: 'search', alsoLoads: 'searchInput', calls: [results] };
  }
  const listing = /^\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (listing && !NOT_LISTINGS.has((listing[1] ?? '').toLowerCase())) {
    let categoryId: string;
    let subCategoryId: string;
    try {
      // As the list page reads its address (app/routes/product-list.tsx): the id ends each segment.
      categoryId = slugId(decodeURIComponent(listing[1] ?? ''));
      subCategoryId = slugId(decodeURIComponent(listing[2] ?? ''));
    } catch {
      return null;
    }
    if (categoryId === '' || subCategoryId === '') return null;
    const products: LandingCall = {
      method: 'POST',
      path: '/api/product/get-pruduct-by-category-and-subcategory' satisfies Listing,
      body: JSON.stringify({ categoryId, subCategoryId, page: 1, limit: LISTING_PAGE_SIZE } satisfies ApiBody<'POST', Listing>),
      firstRender: true,
      firstImages: firstImagesOf(LISTING_IMAGES_FIRST),
      perStore: true,
    };
    // Its heading and rail read the categories and sub categories; the first render waits for the products only.
    return { page: 'listing', calls: [products, categoriesCall(false), subCategoriesCall] };
  }
  return null;
}
