import type { ProductRecord } from '../../core/product.js';
import { canChoose, type SubstitutionPreference } from '../../core/substitution.js';
import { getProductAtStore } from '../../data/repos/products.js';
import { BadRequest } from '../../platform/errors.js';

const subCategoryIds = (record: Pick<ProductRecord, 'subCategory'>) => record.subCategory.map((ref) => ref._id);

/**
 * A cart line's preference as sent, checked: a chosen product must exist and share a sub category
 * with the line's product (else 400). Best match and don't replace need no check.
 */
export async function checkedPreference(line: ProductRecord, preference: SubstitutionPreference, storeId: string | undefined): Promise<SubstitutionPreference> {
  if (typeof preference === 'string') return preference;
  const chosen = await getProductAtStore(storeId, preference.productId);
  if (!chosen) throw new BadRequest('substitution: that product does not exist');
  if (!canChoose({ productId: line._id, subCategoryIds: subCategoryIds(line) }, { productId: chosen.record._id, subCategoryIds: subCategoryIds(chosen.record) })) {
    throw new BadRequest(`substitution: ${chosen.record.name} is not in the same sub category as ${line.name}`);
  }
  return { productId: chosen.record._id };
}
