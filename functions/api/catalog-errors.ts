import { BadRequest, Conflict, NotFound } from '../platform/errors.js';
import type { HttpError } from '../platform/errors.js';
import type { CategoryFailure } from '../data/repos/categories.js';
import type { SubCategoryFailure } from '../data/repos/subcategories.js';
import type { ProductFailure } from '../data/repos/products.js';

/** What the client called a linked item, to name it in the message (the id alone means little to an admin). */
type Sent = { category?: readonly { _id: string; name?: unknown }[]; subCategory?: readonly { _id: string; name?: unknown }[] };

function describe(kind: 'Category' | 'Sub category', id: string, sent: readonly { _id: string; name?: unknown }[] | undefined): string {
  const name = sent?.find((r) => r._id === id)?.name;
  return typeof name === 'string' && name.trim() !== '' ? `${kind} "${name.trim()}" (${id})` : `${kind} ${id}`;
}

const CHANGED = 'was changed by someone else at the same time; reload and try again';

/** `name`: the name the admin asked for (create and rename). */
export function categoryError(failure: CategoryFailure, name?: string): HttpError {
  switch (failure) {
    case 'not-found':
      return new NotFound('Category not found');
    case 'in-use':
      return new Conflict('Category is still used by sub categories or products; move or delete them first');
    case 'name-taken':
      return new Conflict(`Category ${name ?? ''} already exists`);
    case 'changed':
      return new Conflict(`Category ${CHANGED}`);
  }
}

export function subCategoryError(failure: SubCategoryFailure, sent: Sent = {}): HttpError {
  switch (failure.kind) {
    case 'not-found':
      return new NotFound('Sub category not found');
    case 'missing-category':
      return new BadRequest(`${describe('Category', failure.id, sent.category)} does not exist`);
    case 'in-use':
      return new Conflict(
        `Sub category is still used by ${failure.products} product${failure.products === 1 ? '' : 's'}; move or delete them first`,
      );
    case 'name-taken':
      return new Conflict(`Sub category ${failure.name} already exists`);
    case 'changed':
      return new Conflict(`Sub category ${CHANGED}`);
  }
}

export function productError(failure: ProductFailure, sent: Sent = {}): HttpError {
  switch (failure.kind) {
    case 'not-found':
      return new NotFound('Product not found');
    case 'missing-category':
      return new BadRequest(`${describe('Category', failure.id, sent.category)} does not exist`);
    case 'missing-subcategory':
      return new BadRequest(`${describe('Sub category', failure.id, sent.subCategory)} does not exist`);
    case 'changed':
      return new Conflict(`Product ${CHANGED}`);
    case 'stock-changed':
      return new Conflict(`Stock changed while you edited: it is now ${failure.stock}. Reload the product to see it, then enter the stock again`);
    case 'sku-taken':
      return new Conflict(`sku: ${failure.sku} is already another product's SKU`);
    case 'sku-immutable':
      return new BadRequest(`sku: a product's SKU never changes (it is ${failure.sku})`);
  }
}
