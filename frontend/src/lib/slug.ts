/**
 * URL slugs and the ids inside them (SPEC section 2):
 *   product      /product/{name-slug}-{productId}
 *   sub category /{categoryName-slug}-{categoryId}/{subCategoryName-slug}-{subCategoryId}
 * The spec reads the id as the last hyphen-separated piece. Our ids are UUIDs, which contain
 * hyphens themselves, so a trailing UUID is taken whole; any other id is the last piece.
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

const TRAILING_UUID = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export interface SlugParts {
  /** The id at the end of the segment ('' when there is none). */
  id: string;
  /** The earlier pieces joined by spaces: the heading of a sub category page. */
  title: string;
}

export function parseSlug(segment: string): SlugParts {
  const uuid = TRAILING_UUID.exec(segment);
  if (uuid?.[1]) {
    const rest = segment.slice(0, segment.length - uuid[1].length);
    return { id: uuid[1], title: piecesToTitle(rest) };
  }
  const pieces = segment.split('-');
  const id = pieces.pop() ?? '';
  return { id, title: piecesToTitle(pieces.join('-')) };
}

function piecesToTitle(slug: string): string {
  return slug.split('-').filter(Boolean).join(' ');
}
