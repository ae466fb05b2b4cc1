import { updateProduct } from '../../data/repos/products.js';
import { assertUploadedImages } from '../../platform/images.js';
import { route } from '../route.js';
import { id } from '../fields.js';
import { productBody, productFields, toProductInput } from '../catalog-fields.js';
import { productError } from '../catalog-errors.js';
import { toApiProduct } from '../../core/product.js';

/** `stockSeen`: the stock the admin's form showed (see repos/products.ts updateProduct); optional for older clients. */
const body = productBody.extend({ _id: id, stockSeen: productFields.stock.optional() });

export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  await assertUploadedImages(body.image);
  const result = await updateProduct(body._id, toProductInput(body), body.stockSeen);
  if (!result.ok) throw productError(result.failure, body);
  return { message: 'Product updated', data: toApiProduct(result.value) };
});
