import { toast } from 'react-hot-toast/headless';
import { SUBCATEGORY_LINKS_MAX } from '@core/limits';
import { NameImageDialog } from '@/components/name-image-dialog';
import { useCategories } from '@/entities/category/categories';
import type { SubCategory } from '@/entities/subcategory/subcategories';
import { useUploadImage } from '@/lib/upload-image';
import { useCreateSubCategory } from '@/features/subcategory/api/create-subcategory';
import { useUpdateSubCategory } from '@/features/subcategory/api/update-subcategory';

interface SubCategoryFormDialogProps {
  /** The sub category to edit; without it the dialog adds a new one. */
  subCategory?: SubCategory;
  onClose: () => void;
}

/**
 * Add Sub Category / Edit Sub Category (SPEC "Sub Category admin page", section 5: submit only with
 * a name, an image and at least one category). Mounted only while open: closing resets it.
 */
export function SubCategoryFormDialog({ subCategory, onClose }: SubCategoryFormDialogProps) {
  const categories = useCategories();
  const upload = useUploadImage('subcategory');
  const onSaved = (reply: { message: string }) => {
    if (reply.message) toast.success(reply.message);
    onClose();
  };
  const create = useCreateSubCategory({ onSuccess: onSaved });
  const update = useUpdateSubCategory({ onSuccess: onSaved });

  return (
    <NameImageDialog
      title={subCategory ? 'Edit Sub Category' : 'Add Sub Category'}
      submitLabel={subCategory ? 'Update Sub Category' : 'Add Sub Category'}
      namePlaceholder="Enter sub category name"
      previewName="Sub category"
      initial={subCategory}
      upload={upload}
      changeLabel="Change Image"
      categories={{ options: categories.data ?? [], loading: categories.isPending, max: SUBCATEGORY_LINKS_MAX }}
      saving={create.isPending || update.isPending}
      onSubmit={(input, done) => {
        if (subCategory) update.mutate({ _id: subCategory._id, ...input }, { onSettled: done });
        else create.mutate(input, { onSettled: done });
      }}
      onClose={onClose}
    />
  );
}
