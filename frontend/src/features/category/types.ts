import type { CategoryRequest } from '@core/contracts/category';

/** What add takes; update takes the same plus `_id` (functions/core/contracts/category.ts). */
export type CategoryInput = CategoryRequest;
