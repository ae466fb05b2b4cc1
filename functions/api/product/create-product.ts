import { createProduct } from '../../data/repos/products.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../route.js';
import { productBody, toProductInput } from '../catalog-fields.js';
import { productError } from '../catalog-errors.js';
import { toApiProduct } from '../../core/product.js';

export const handler = route({ auth: 'admin', idempotent: true, body: productBody }, async ({ body }) => {
  await assertUploadedImages(body.image);
  const result = await createProduct(toProductInput(body));
  if (!result.ok) throw productError(result.failure, body);
  return { message: 'Product created', data: toApiProduct(result.value) };
});
