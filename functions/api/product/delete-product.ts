import * as z from 'zod';
import { deleteProduct } from '../../data/repos/products.js';
import { route } from '../route.js';
import { id } from '../fields.js';
import { productError } from '../catalog-errors.js';

const body = z.object({ _id: id });

/** The product's images stay in the bucket: see functions/data/README.md, "Images are never deleted". */
export const handler = route({ auth: 'admin', body }, async ({ body }) => {
  const result = await deleteProduct(body._id);
  if (!result.ok) throw productError(result.failure);
  return { message: 'Product deleted', data: result.value };
});
