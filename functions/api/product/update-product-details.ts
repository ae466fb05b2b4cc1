import { toProductInput, updateProductBody } from '../../core/contracts/product.js';
import { toApiProduct, type ApiProduct } from '../../core/product.js';
import { updateProduct } from '../../data/repos/products.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';
import { productError } from '../catalog-errors.js';
import { currentDefaultStore } from '../../services/stores/store-of-request.js';

/**
 * `stock` is the default store's; `stockSeen`: the stock the admin's form showed (see
 * repos/products.ts updateProduct); optional for older clients.
 */
export const handler = route({ auth: 'admin', body: updateProductBody }, async ({ body }): Promise<Answer<ApiProduct>> => {
  await assertUploadedImages(body.image);
  const store = await currentDefaultStore();
  const result = await updateProduct(body._id, toProductInput(body), store._id, body.stockSeen);
  if (!result.ok) throw productError(result.failure, body);
  return { message: 'Product updated', data: toApiProduct(result.value.record, result.value.stock) };
});
