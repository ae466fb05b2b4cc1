/**
 * URL slugs and the ids inside them (SPEC section 2):
 *   product      /product/{name-slug}-{productId}
 *   sub category /{categoryName-slug}-{categoryId}/{subCategoryName-slug}-{subCategoryId}
 * The id is the last hyphen-separated piece. Entity ids never contain hyphens (32 hex characters,
 * functions/core/ids.ts; seeded ones 24), which is what makes that reading safe.
 */
interface Named {
  _id: string;
  name: string;
}

/**
 * SPEC: slugs replace spaces, commas and ampersands with hyphens. Characters that would break the
 * path (/ ? # % \) are replaced too, and runs of hyphens collapse so "Dairy, Bread & Eggs"
 * becomes "Dairy-Bread-Eggs" rather than "Dairy--Bread---Eggs".
 */
export function slugify(name: string): string {
  return name
    .trim()
    .replace(/[\s,&/?#%\\-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function productPath(product: Named): string {
  return `/product/${slugify(product.name)}-${product._id}`;
}

export function subCategoryPath(category: Named, subCategory: Named): string {
  return `/${slugify(category.name)}-${category._id}/${slugify(subCategory.name)}-${subCategory._id}`;
}

export interface SlugParts {
  /** The id at the end of the segment ('' when there is none). */
  id: string;
  /** The earlier pieces joined by spaces: the heading of a sub category page. */
  title: string;
}

/**
 * SPEC section 2: the id of a slug is its last hyphen-separated piece ('' when there is none). Also
 * the landing-page preload script's rule (preload/landing-calls.ts), so its early call asks for the
 * very product the page then shows.
 */
export function slugId(segment: string): string {
  return segment.split('-').pop() ?? '';
}

/** SPEC section 2: the id (slugId); the earlier pieces, joined by spaces, the heading. */
export function parseSlug(segment: string): SlugParts {
  const id = slugId(segment);
  const pieces = segment.split('-').slice(0, -1);
  return { id, title: pieces.filter(Boolean).join(' ') };
}
