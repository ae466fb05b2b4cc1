/**
 * The admin's catalog pages, one lazy chunk: an admin moves between them, and one entry instead of
 * four keeps the home page's code small (the home page loads the router's table of pages).
 */
export { CategoryRoute } from './category';
export { SubCategoryRoute } from './subcategory';
export { UploadProductRoute } from './upload-product';
export { ProductAdminRoute } from './product';
