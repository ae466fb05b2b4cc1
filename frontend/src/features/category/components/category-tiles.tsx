import { Suspense, lazy } from 'react';
import { Link } from '@/lib/router';
import { Skeleton } from '@/components/skeleton';
import { useSubCategories } from '@/entities/subcategory/subcategories';
import { useCategories } from '@/entities/category/categories';
import { categoryHref } from '@/lib/category-href';
import { CategoryImage } from '@/components/category-image';

/** SPEC section 9: the home page shows 12 category skeletons while loading. */
const SKELETON_COUNT = 12;

// Rare states, fetched when they happen: the home page's first load does without their code.
const EmptyState = lazy(() => import('@/components/empty-state').then((module) => ({ default: module.EmptyState })));
const LoadError = lazy(() => import('@/components/load-error').then((module) => ({ default: module.LoadError })));

const grid = 'grid grid-cols-4 gap-x-2.5 gap-y-4 sm:grid-cols-6 md:grid-cols-8 lg:grid-cols-10 lg:gap-x-4';

export function CategoryTiles() {
  const categories = useCategories();
  const subCategories = useSubCategories();

  return (
    <section aria-labelledby="shop-by-category" aria-busy={categories.isPending}>
      <h2 id="shop-by-category" className="mb-3 scroll-mt-36 text-lg font-bold text-ink lg:mb-4 lg:scroll-mt-28 lg:text-xl">
        Shop by category
      </h2>

      {categories.isPending ? (
        <ul className={grid} aria-label="Loading categories">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index} className="flex flex-col items-center gap-2">
              <Skeleton className="aspect-square w-full rounded-2xl" />
              <Skeleton className="h-3 w-4/5 rounded-full" />
            </li>
          ))}
        </ul>
      ) : categories.isError || categories.data.length === 0 ? (
        <Suspense>
          {categories.isError ? (
            // SPEC section 8: category loading failures are silent (no toast); offer a retry instead.
            <LoadError
              title="Our aisles are taking a moment to load"
              description="We could not reach the store just now. Please try again."
              query={categories}
            />
          ) : (
            <EmptyState title="No categories yet" description="Fresh aisles are being stocked. Check back in a few minutes." />
          )}
        </Suspense>
      ) : (
        <ul className={grid}>
          {categories.data.map((category) => {
            const href = categoryHref(category, subCategories.data);
            const tile = (
              <>
                <span className="block w-full overflow-hidden rounded-2xl bg-tile p-2 transition-transform group-hover:-translate-y-0.5 group-hover:shadow-md">
                  <CategoryImage src={category.image} name={category.name} size={120} decorative className="transition-transform group-hover:scale-105" />
                </span>
                <span className="line-clamp-2 text-xs leading-tight font-semibold text-ink sm:text-[13px]">{category.name}</span>
              </>
            );
            return (
              <li key={category._id}>
                {href ? (
                  <Link to={href} className="group flex flex-col items-center gap-1.5 rounded-2xl text-center">
                    {tile}
                  </Link>
                ) : (
                  // While the sub categories load, or for a category without any yet, there is nowhere to go.
                  <span
                    aria-disabled="true"
                    title={subCategories.isPending ? undefined : 'Coming soon'}
                    className="flex flex-col items-center gap-1.5 rounded-2xl text-center"
                  >
                    {tile}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
