import * as z from 'zod';
import type { Call, IdReply, NoBody } from './envelope.js';
import { id, name, uploadedImage, type IdRequest } from './fields.js';

/** The category calls: admins write, everyone reads. */

export const addCategoryBody = z.object({ name, image: uploadedImage('category') });
export const updateCategoryBody = addCategoryBody.extend({ _id: id });

export type CategoryRequest = z.input<typeof addCategoryBody>;

/** SPEC section 3: Category. `image` is a site-relative URL such as /media/category/x.webp. */
export interface ApiCategory {
  _id: string;
  name: string;
  image: string;
}

export interface CategoryCalls {
  'POST /api/category/add-category': Call<CategoryRequest, ApiCategory>;
  /** Sorted by name. */
  'GET /api/category/get': Call<NoBody, ApiCategory[]>;
  'PUT /api/category/update': Call<z.input<typeof updateCategoryBody>, ApiCategory>;
  /** Refused (409) while sub categories or products use it. */
  'DELETE /api/category/delete': Call<IdRequest, IdReply>;
}
