import { CategoryImage } from '@/components/category-image';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import type { SubCategory } from '@/entities/subcategory/subcategories';
import { IconButton } from './icons';

interface SubCategoryCardsProps {
  /** Undefined while the list loads. */
  subCategories: readonly SubCategory[] | undefined;
  onView: (subCategory: SubCategory) => void;
  onEdit: (subCategory: SubCategory) => void;
  onDelete: (subCategory: SubCategory) => void;
  className?: string;
}

/**
 * SPEC "Sub Category admin page" on a phone: the table's columns (Sr.No, Name, Image, Category,
 * Action) as one card per sub category, so nothing hides under the actions or off the screen.
 */
export function SubCategoryCards({ subCategories, onView, onEdit, onDelete, className }: SubCategoryCardsProps) {
  if (!subCategories) {
    return (
      <ul aria-busy="true" aria-label="Loading sub categories" className={cn('flex flex-col gap-2.5', className)}>
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className="flex gap-3 rounded-2xl border border-line bg-white p-3">
            <Skeleton className="size-14 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3.5 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ol aria-label="Sub categories" className={cn('flex flex-col gap-2.5', className)}>
      {subCategories.map((sub, index) => (
        <li key={sub._id} className="flex items-start gap-3 rounded-2xl border border-line bg-white p-3 shadow-sm">
          <button
            type="button"
            onClick={() => onView(sub)}
            aria-label={`View image of ${sub.name}`}
            className="block size-14 shrink-0 overflow-hidden rounded-lg border border-line bg-tile p-0.5 transition-shadow hover:shadow-md"
          >
            <CategoryImage src={sub.image} name={sub.name} size={56} decorative />
          </button>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="text-sm font-semibold break-words text-ink">
              <span className="mr-1.5 font-normal text-ink-muted tabular-nums">{index + 1}.</span>
              <span>{sub.name}</span>
            </p>
            <ul aria-label={`Categories of ${sub.name}`} className="flex flex-wrap gap-1.5">
              {sub.category.map((category) => (
                <li key={category._id} className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-ink">
                  {category.name}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex shrink-0 flex-col gap-1.5">
            <IconButton label={`Edit ${sub.name}`} tone="edit" onClick={() => onEdit(sub)} />
            <IconButton label={`Delete ${sub.name}`} tone="delete" onClick={() => onDelete(sub)} />
          </div>
        </li>
      ))}
    </ol>
  );
}
