import { productBody, toProductInput } from '../../core/contracts/product.js';
import { toApiProduct, type ApiProduct } from '../../core/product.js';
import { createProduct } from '../../data/repos/products.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';
import { productError } from '../catalog-errors.js';
import { currentDefaultStore } from '../../services/stores/store-of-request.js';

/** `stock` is the default store's (other stores' stock is set per store). */
export const handler = route({ auth: 'admin', idempotent: true, body: productBody }, async ({ body }): Promise<Answer<ApiProduct>> => {
  await assertUploadedImages(body.image);
  const store = await currentDefaultStore();
  const result = await createProduct(toProductInput(body), store._id);
  if (!result.ok) throw productError(result.failure, body);
  return { message: 'Product created', data: toApiProduct(result.value.record, result.value.stock) };
});
