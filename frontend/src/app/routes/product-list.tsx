import { useParams } from '@/lib/router';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { SubCategoryProducts } from '@/features/product/components/subcategory-products';
import { SubCategoryRail } from '@/features/subcategory/components/subcategory-rail';
import { Skeleton } from '@/components/skeleton';
import { useCategories } from '@/entities/category/categories';
import { parseSlug } from '@/lib/slug';
import { useSubCategories } from '@/entities/subcategory/subcategories';
import { NotFoundRoute } from './not-found';

/**
 * /{category-slug}-{categoryId}/{subCategory-slug}-{subCategoryId} (SPEC "Sub category product
 * list"): the sub categories of the category on the left, the products of the current one on the
 * right. The heading is the sub category's own name ("Atta & Flours"; SPEC rebuilt it from the slug,
 * "Atta Flours"), and an address whose category or sub category does not exist is the 404 page.
 */
export function ProductListRoute() {
  const { categorySlug = '', subCategorySlug = '' } = useParams();
  const { id: categoryId } = parseSlug(categorySlug);
  const { id: subCategoryId, title } = parseSlug(subCategorySlug);
  const categories = useCategories();
  const subCategories = useSubCategories();
  const category = categories.data?.find((c) => c._id === categoryId);
  const subCategory = subCategories.data?.find((s) => s._id === subCategoryId);
  // /a-/b- names no category or sub category: nothing to load (asking would wait on an id of '').
  if (categoryId === '' || subCategoryId === '') return <NotFoundRoute />;
  if ((categories.isSuccess && !category) || (subCategories.isSuccess && !subCategory)) return <NotFoundRoute />;
  // Should the list fail to load, the address still says which shelf this is.
  const heading = subCategory?.name ?? (subCategories.isError ? title || 'Products' : undefined);

  return (
    <div className="-mx-3 -my-4 flex min-h-[70dvh] bg-white sm:mx-0 sm:my-0 sm:overflow-clip sm:rounded-2xl sm:border sm:border-line sm:shadow-sm">
      {heading ? <title>{`${heading} · QuickBasket`}</title> : null}
      {/* Sticky under the sticky header (taller on phones, where the search bar has its own row). */}
      <SubCategoryRail
        categoryId={categoryId}
        categorySlug={categorySlug}
        currentSubCategoryId={subCategoryId}
        className="sticky top-[var(--header-height)] max-h-[calc(100dvh-var(--header-height))] w-[4.75rem] shrink-0 self-start border-r border-line sm:w-28 lg:w-60"
      />
      <section aria-labelledby={heading ? 'product-list-title' : undefined} className="min-w-0 flex-1 px-2.5 pt-3 pb-6 sm:px-4 lg:px-5">
        {heading ? (
          <h1 id="product-list-title" className="mb-3 text-lg font-bold text-ink lg:mb-4 lg:text-xl">
            {heading}
          </h1>
        ) : (
          <Skeleton className="mb-3 h-7 w-40 lg:mb-4" />
        )}
        {/* Keyed: another sub category starts from its own first page. */}
        <SubCategoryProducts key={`${categoryId}/${subCategoryId}`} categoryId={categoryId} subCategoryId={subCategoryId} CartControl={AddToCartButton} />
      </section>
    </div>
  );
}
