/**
 * What the api section makes before its load (bench/api-calls.ts CallContext): a shopper of its
 * own with an address at the default store, two products of its own in the cart (the second twice),
 * the SAVE10 coupon applied, and a delivered order of its own; and what it reads of the catalog.
 */
import { routes } from '../functions/api/routes.js';
import type { Stack } from '../local/stack.js';
import type { CallContext } from './api-calls.js';
import type { Session } from './page.js';
import { callApi, newAddress, newProducts, newShopper, signInDemo } from './section-fixtures.js';

export async function prepareCalls(stack: Stack): Promise<{ context: CallContext; shopper: Session }> {
  const base = stack.gateway.url;
  const shopper = await newShopper(base, 'api');
  const token = shopper.accessToken;
  const addressId = await newAddress(base, shopper);
  const [first, second] = await newProducts(base, 'api', 2, 10_000);
  if (!first || !second) throw new Error('no products made');

  // A delivered order of the shopper's own, moved along by the admin.
  await callApi(base, 'POST', '/api/cart/create', { token, body: { productId: first._id } });
  const placed = await callApi<{ _id: string }>(base, 'POST', '/api/order/cash-on-delivery', { token, body: { addressId } });
  const admin = await signInDemo(base, 'admin');
  for (const status of ['packed', 'out_for_delivery', 'delivered']) {
    await callApi(base, 'PUT', '/api/order/update-status', { token: admin.accessToken, body: { _id: placed._id, status } });
  }

  await callApi(base, 'POST', '/api/cart/create', { token, body: { productId: first._id } });
  await callApi(base, 'POST', '/api/cart/create', { token, body: { productId: second._id } });
  await callApi(base, 'PUT', '/api/cart/update-qty', { token, body: { _id: second._id, qty: 2 } });
  // A tree without offers (the money model's before-and-after comparison runs this section there) has no coupon to apply.
  if (routes.some((r) => r.path === '/api/cart/apply-offer')) await callApi(base, 'POST', '/api/cart/apply-offer', { token, body: { code: 'SAVE10' } });

  const list = await callApi<{ _id: string }[]>(base, 'POST', '/api/product/get', { body: { page: 1, limit: 50 } });
  const pages = await fetch(`${base}/api/product/get`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1, limit: 12 }) });
  const totalPages = Number(((await pages.json()) as { totalNoPage?: number }).totalNoPage ?? 1);
  const categories = await callApi<{ _id: string }[]>(base, 'GET', '/api/category/get');
  const subCategories = await callApi<{ _id: string; category: { _id: string }[] }[]>(base, 'POST', '/api/subcategory/get', { body: {} });
  const sub = subCategories.find((s) => s.category.length > 0);
  if (!sub?.category[0]) throw new Error('no sub category with a category');
  return {
    shopper,
    context: {
      productIds: list.map((p) => p._id),
      categoryIds: categories.map((c) => c._id),
      subCategory: { categoryId: sub.category[0]._id, subCategoryId: sub._id },
      cartProductIds: [first._id, second._id],
      addressId,
      deliveredOrderId: placed._id,
      totalPages,
      credentials: { email: shopper.email, password: shopper.password },
      refreshToken: shopper.refreshToken,
    },
  };
}
