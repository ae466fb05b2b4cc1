import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { AdminPage } from '@/components/admin-page';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Skeleton } from '@/components/skeleton';
import { Spinner } from '@/components/spinner';
import { useCategories } from '@/entities/category/categories';
import { useDeleteCategory } from '@/features/category/api/delete-category';
import type { Category } from '@/entities/category/categories';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryImage } from '@/components/category-image';

const grid = 'grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6 lg:gap-4';

type FormState = { mode: 'add' } | { mode: 'edit'; category: Category } | null;

/** SPEC "Category admin page" and "Permanent Delete dialogs". */
export function CategoryAdmin() {
  const categories = useCategories();
  const [form, setForm] = useState<FormState>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const remove = useDeleteCategory({
    onSuccess: (reply) => {
      if (reply.message) toast.success(reply.message);
      setToDelete(null);
    },
  });

  return (
    <AdminPage
      id="category-admin-title"
      title="Category"
      query={categories}
      items={categories.data}
      addLabel="Add Category"
      onAdd={() => setForm({ mode: 'add' })}
      errorTitle="Categories could not be loaded"
      empty={{ title: 'No categories yet', description: "Add your first category to start filling the store's aisles." }}
      skeleton={
        <div aria-busy="true">
          <p className="mb-3 flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="text-brand" label={null} /> Loading...
          </p>
          <ul className={grid} aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="rounded-2xl border border-line bg-white p-3">
                <Skeleton className="aspect-square w-full" />
                <Skeleton className="mt-3 h-3 w-2/3" />
                <div className="mt-3 grid grid-cols-2 gap-2">
                  <Skeleton className="h-8" />
                  <Skeleton className="h-8" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      }
      list={(list) => (
        <ul className={grid}>
          {list.map((category) => (
            <li key={category._id} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
              <div className="bg-tile p-3">
                <div className="mx-auto w-3/4 sm:w-full">
                  <CategoryImage src={category.image} name={category.name} size={160} decorative />
                </div>
              </div>
              {/* The whole name, on as many lines as it needs (two for the longest seeded ones); at least two, so cards line up. */}
              <p className="px-3 pt-2.5 text-sm leading-snug font-semibold break-words text-ink">
                <span className="block min-h-[2lh]">{category.name}</span>
              </p>
              <div className="mt-auto grid grid-cols-2 gap-2 p-3 pt-2">
                <Button size="sm" variant="outline" aria-label={`Edit ${category.name}`} onClick={() => setForm({ mode: 'edit', category })}>
                  Edit
                </Button>
                <Button size="sm" variant="danger-outline" aria-label={`Delete ${category.name}`} onClick={() => setToDelete(category)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    >
      {form ? (
        <CategoryFormDialog
          key={form.mode === 'edit' ? form.category._id : 'new'}
          category={form.mode === 'edit' ? form.category : undefined}
          onClose={() => setForm(null)}
        />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        message="Are you sure permanent delete ?"
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete._id);
        }}
      />
    </AdminPage>
  );
}
