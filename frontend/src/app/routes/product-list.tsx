import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { parseSlug } from '../../lib/slug';

/**
 * Placeholder for /{category-slug}-{categoryId}/{subCategory-slug}-{subCategoryId}: the heading is the
 * sub category segment without its id (SPEC section 2). The product slice replaces the body.
 */
export function ProductListRoute() {
  const { subCategorySlug = '' } = useParams();
  const { title } = parseSlug(subCategorySlug);
  const heading = title || 'Products';
  return (
    <>
      <title>{`${heading} · QuickBasket`}</title>
      <ComingSoon title={heading}>Products for this aisle will appear here soon.</ComingSoon>
    </>
  );
}
