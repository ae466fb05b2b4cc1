import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { AdminPage } from '@/components/admin-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { Skeleton } from '@/components/skeleton';
import { CategoryImage } from '@/components/category-image';
import { useDeleteSubCategory } from '@/features/subcategory/api/delete-subcategory';
import { useSubCategories } from '@/entities/subcategory/subcategories';
import type { SubCategory } from '@/entities/subcategory/subcategories';
import { IconButton } from './icons';
import { SubCategoryCards } from './subcategory-cards';
import { SubCategoryFormDialog } from './subcategory-form-dialog';

type FormState = { mode: 'add' } | { mode: 'edit'; subCategory: SubCategory } | null;

const headCell = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';
const cell = 'px-3 py-2.5 align-middle';

/** SPEC "Sub Category admin page" and "Permanent Delete dialogs". */
export function SubCategoryAdmin() {
  const subCategories = useSubCategories();
  const [form, setForm] = useState<FormState>(null);
  const [toDelete, setToDelete] = useState<SubCategory | null>(null);
  const [viewing, setViewing] = useState<SubCategory | null>(null);
  const remove = useDeleteSubCategory({
    onSuccess: (reply) => {
      if (reply.message) toast.success(reply.message);
      setToDelete(null);
    },
  });

  // The list itself, or (undefined: loading) its placeholder rows in the same columns.
  const listed = (data: SubCategory[] | undefined) => (
    <>
      {/* Under 768 px a card per sub category: every column of the table fits a phone's width. */}
      <SubCategoryCards
        className="md:hidden"
        subCategories={data}
        onView={setViewing}
        onEdit={(subCategory) => setForm({ mode: 'edit', subCategory })}
        onDelete={setToDelete}
      />
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm md:block">
        <table className="w-full border-collapse text-sm" aria-busy={data === undefined}>
          <thead className="bg-slate-50">
            <tr className="border-b border-line">
              <th scope="col" className={`${headCell} w-14`}>
                Sr.No
              </th>
              <th scope="col" className={headCell}>
                Name
              </th>
              <th scope="col" className={`${headCell} w-20`}>
                Image
              </th>
              <th scope="col" className={headCell}>
                Category
              </th>
              <th scope="col" className={`${headCell} w-24 bg-slate-50 text-right`}>
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {data === undefined
              ? Array.from({ length: 6 }, (_, index) => (
                  <tr key={index} className="border-b border-line last:border-0" aria-hidden="true">
                    <td className={cell}>
                      <Skeleton className="h-4 w-6" />
                    </td>
                    <td className={cell}>
                      <Skeleton className="h-4 w-32" />
                    </td>
                    <td className={cell}>
                      <Skeleton className="size-12" />
                    </td>
                    <td className={cell}>
                      <Skeleton className="h-4 w-40" />
                    </td>
                    <td className={`${cell} bg-white`}>
                      <Skeleton className="ml-auto h-8 w-20" />
                    </td>
                  </tr>
                ))
              : data.map((sub, index) => (
                  <tr key={sub._id} className="border-b border-line last:border-0">
                    <td className={`${cell} text-ink-muted tabular-nums`}>{index + 1}</td>
                    <th scope="row" className={`${cell} text-left font-semibold text-ink`}>
                      {sub.name}
                    </th>
                    <td className={cell}>
                      <button
                        type="button"
                        onClick={() => setViewing(sub)}
                        aria-label={`View image of ${sub.name}`}
                        className="block size-12 overflow-hidden rounded-lg border border-line bg-tile p-0.5 transition-shadow hover:shadow-md"
                      >
                        <CategoryImage src={sub.image} name={sub.name} size={48} decorative />
                      </button>
                    </td>
                    <td className={cell}>
                      <ul className="flex flex-wrap gap-1.5">
                        {sub.category.map((category) => (
                          <li key={category._id} className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-ink">
                            {category.name}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className={`${cell} bg-white`}>
                      <div className="flex justify-end gap-1.5">
                        <IconButton label={`Edit ${sub.name}`} tone="edit" onClick={() => setForm({ mode: 'edit', subCategory: sub })} />
                        <IconButton label={`Delete ${sub.name}`} tone="delete" onClick={() => setToDelete(sub)} />
                      </div>
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </>
  );

  return (
    <AdminPage
      id="subcategory-admin-title"
      title="Sub Category"
      query={subCategories}
      items={subCategories.data}
      addLabel="Add Sub Category"
      onAdd={() => setForm({ mode: 'add' })}
      errorTitle="Sub categories could not be loaded"
      empty={{ title: 'No sub categories yet', description: 'Sub categories are the shelves inside each category. Add the first one.' }}
      skeleton={listed(undefined)}
      list={listed}
    >
      {form ? (
        <SubCategoryFormDialog
          key={form.mode === 'edit' ? form.subCategory._id : 'new'}
          subCategory={form.mode === 'edit' ? form.subCategory : undefined}
          onClose={() => setForm(null)}
        />
      ) : null}

      <ImageViewerDialog src={viewing?.image ?? null} title={viewing?.name ?? ''} onClose={() => setViewing(null)} />

      <ConfirmDialog
        open={toDelete !== null}
        message="Are you sure permanent delete ?"
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          // A refusal (e.g. 409 while still in use) is toasted; asking again would not help.
          if (toDelete) remove.mutate(toDelete._id, { onError: () => setToDelete(null) });
        }}
      />
    </AdminPage>
  );
}
