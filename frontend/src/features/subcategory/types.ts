import type { SubCategoryRequest } from '@core/contracts/subcategory';

/** What create takes; update takes the same plus `_id` (functions/core/contracts/subcategory.ts). */
export type SubCategoryInput = SubCategoryRequest;
