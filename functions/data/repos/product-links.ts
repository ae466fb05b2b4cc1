import type { keys } from '../keys.js';
import { readTaxonomyRefs } from './taxonomy.js';
import { counterStep, existsStep, type Step } from './transact.js';
import { type diffLinks, uniqueIds } from '../../core/links.js';
import type { ProductInput, Ref } from '../../core/product.js';

/** A product's links to its categories and sub categories, checked and counted as it is written (repos/products.ts). */

/** A link to a category or sub category that does not exist. */
export type LinkFailure = { kind: 'missing-category'; id: string } | { kind: 'missing-subcategory'; id: string };

type Links = { category: Ref[]; subCategory: Ref[] };

/** Stored refs for the input's links, or the first link that does not exist. */
export async function resolveLinks(
  input: Pick<ProductInput, 'category' | 'subCategory'>,
  alsoCheck: { categories?: readonly string[]; subCategories?: readonly string[] } = {},
): Promise<{ links: Links; existing: { categories: Set<string>; subCategories: Set<string> } } | { failure: LinkFailure }> {
  const categoryIds = uniqueIds(input.category);
  const subIds = uniqueIds(input.subCategory);
  const refs = await readTaxonomyRefs({
    categories: [...categoryIds, ...(alsoCheck.categories ?? [])],
    subCategories: [...subIds, ...(alsoCheck.subCategories ?? [])],
  });
  const missingCategory = categoryIds.find((id) => !refs.categories.has(id));
  if (missingCategory !== undefined) return { failure: { kind: 'missing-category', id: missingCategory } };
  const missingSub = subIds.find((id) => !refs.subCategories.has(id));
  if (missingSub !== undefined) return { failure: { kind: 'missing-subcategory', id: missingSub } };
  return {
    links: {
      category: categoryIds.map((id) => refs.categories.get(id) as Ref),
      subCategory: subIds.map((id) => refs.subCategories.get(id) as Ref),
    },
    existing: { categories: new Set(refs.categories.keys()), subCategories: new Set(refs.subCategories.keys()) },
  };
}

export const missing =
  (kind: 'missing-category' | 'missing-subcategory', id: string) =>
  (): LinkFailure => ({ kind, id });

/** The counter steps of a product's changed links, and an existence check of those it keeps. */
export function linkSteps(
  diff: ReturnType<typeof diffLinks>,
  existing: Set<string>,
  keyOf: (id: string) => ReturnType<typeof keys.category>,
  kind: 'missing-category' | 'missing-subcategory',
): Step<LinkFailure>[] {
  return [
    ...diff.added.map((id) => counterStep(keyOf(id), 'productCount', 1, missing(kind, id))),
    // A removed link to something that no longer exists has nothing left to count.
    ...diff.removed.filter((id) => existing.has(id)).map((id) => counterStep(keyOf(id), 'productCount', -1, missing(kind, id))),
    ...diff.kept.map((id) => existsStep(keyOf(id), missing(kind, id))),
  ];
}
