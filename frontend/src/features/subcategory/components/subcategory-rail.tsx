import { Link } from '@/lib/router';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { slugify } from '@/lib/slug';
import { CategoryImage } from '@/components/category-image';
import { useSubCategories } from '@/entities/subcategory/subcategories';

interface SubCategoryRailProps {
  categoryId: string;
  /** The category segment of the current URL, kept as it is in every link. */
  categorySlug: string;
  currentSubCategoryId: string;
  className?: string;
}

/**
 * SPEC "Sub category product list": the left column lists the sub categories of the current
 * category, the current one highlighted. A narrow rail of pictures on phones (like the quick
 * commerce apps), picture and name side by side on wide screens.
 */
export function SubCategoryRail({ categoryId, categorySlug, currentSubCategoryId, className }: SubCategoryRailProps) {
  const subCategories = useSubCategories();
  const inCategory = (subCategories.data ?? []).filter((sub) => sub.category.some((linked) => linked._id === categoryId));

  return (
    <nav aria-label="Sub categories" className={cn('scrollbar-none overflow-y-auto overscroll-contain', className)}>
      {subCategories.isPending ? (
        <ul className="flex flex-col" aria-hidden="true">
          {Array.from({ length: 7 }, (_, index) => (
            <li key={index} className="flex flex-col items-center gap-1.5 px-2 py-3 lg:flex-row lg:gap-3 lg:px-3">
              <Skeleton className="size-12 shrink-0 rounded-xl lg:size-10" />
              <Skeleton className="h-3 w-12 lg:w-28" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col">
          {inCategory.map((sub) => {
            const current = sub._id === currentSubCategoryId;
            return (
              <li key={sub._id}>
                <Link
                  to={`/${categorySlug}/${slugify(sub.name)}-${sub._id}`}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'relative flex flex-col items-center gap-1.5 px-1.5 py-2.5 text-center transition-colors lg:flex-row lg:gap-3 lg:px-3 lg:text-left',
                    'after:absolute after:inset-y-1.5 after:right-0 after:w-1 after:rounded-l-full',
                    current ? 'bg-brand-soft font-semibold text-ink after:bg-brand' : 'text-ink-muted hover:bg-slate-50 hover:text-ink',
                  )}
                >
                  <span className={cn('block size-12 shrink-0 overflow-hidden rounded-xl p-1 lg:size-10', current ? 'bg-white' : 'bg-tile')}>
                    <CategoryImage src={sub.image} name={sub.name} size={48} decorative />
                  </span>
                  <span className="line-clamp-3 text-[11px] leading-tight break-words sm:text-xs lg:text-sm">{sub.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
