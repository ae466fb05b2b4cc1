import { productBody, toProductInput } from '../../core/contracts/product.js';
import { toApiProduct, type ApiProduct } from '../../core/product.js';
import { createProduct } from '../../data/repos/products.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route, type Answer } from '../route.js';
import { productError } from '../catalog-errors.js';

export const handler = route({ auth: 'admin', idempotent: true, body: productBody }, async ({ body }): Promise<Answer<ApiProduct>> => {
  await assertUploadedImages(body.image);
  const result = await createProduct(toProductInput(body));
  if (!result.ok) throw productError(result.failure, body);
  return { message: 'Product created', data: toApiProduct(result.value) };
});
