import * as z from 'zod';
import { SUBCATEGORY_LINKS_MAX } from '../limits.js';
import type { Ref } from '../product.js';
import { refList } from './catalog-fields.js';
import type { Call, IdReply, NoBody } from './envelope.js';
import { id, name, uploadedImage, type IdRequest } from './fields.js';

/** The sub category calls: admins write, everyone reads. */

export const createSubCategoryBody = z.object({ name, image: uploadedImage('subcategory'), category: refList(SUBCATEGORY_LINKS_MAX) });
export const updateSubCategoryBody = createSubCategoryBody.extend({ _id: id });

export type SubCategoryRequest = z.input<typeof createSubCategoryBody>;

/** SPEC section 3: Sub category, linked to one or more categories (with today's names). */
export interface ApiSubCategory {
  _id: string;
  name: string;
  image: string;
  category: Ref[];
  /** How many products it lists: a category's tile opens its sub category with the most. */
  productCount: number;
}

export interface SubCategoryCalls {
  'POST /api/subcategory/create': Call<SubCategoryRequest, ApiSubCategory>;
  /** Sorted by name; the body is ignored. */
  'POST /api/subcategory/get': Call<NoBody, ApiSubCategory[]>;
  'PUT /api/subcategory/update': Call<z.input<typeof updateSubCategoryBody>, ApiSubCategory>;
  /** Refused (409) while products use it. */
  'DELETE /api/subcategory/delete': Call<IdRequest, IdReply>;
}
