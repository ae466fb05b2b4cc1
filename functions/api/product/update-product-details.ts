import { updateProduct } from '../../data/repos/products.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../../platform/route.js';
import { id } from '../fields.js';
import { productBody, toProductInput } from '../catalog-fields.js';
import { productError } from '../catalog-errors.js';
import { toApiProduct } from '../../core/product.js';

const body = productBody.extend({ _id: id });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  await assertUploadedImages(body.image);
  const result = await updateProduct(body._id, toProductInput(body));
  if (!result.ok) throw productError(result.failure, body);
  return { message: 'Product updated', data: toApiProduct(result.value) };
});
