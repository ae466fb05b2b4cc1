import type { IdReply } from '../../core/contracts/envelope.js';
import { idBody } from '../../core/contracts/fields.js';
import { deleteProduct } from '../../data/repos/products.js';
import { route, type Answer } from '../route.js';
import { productError } from '../catalog-errors.js';

/** The product's images stay in the bucket: see functions/data/README.md, "Images are never deleted". */
export const handler = route({ auth: 'admin', body: idBody }, async ({ body }): Promise<Answer<IdReply>> => {
  const result = await deleteProduct(body._id);
  if (!result.ok) throw productError(result.failure);
  return { message: 'Product deleted', data: result.value };
});
