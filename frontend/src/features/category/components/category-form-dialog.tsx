import { toast } from 'react-hot-toast/headless';
import { NameImageDialog } from '@/components/name-image-dialog';
import type { Category } from '@/entities/category/categories';
import { useUploadImage } from '@/lib/upload-image';
import { useAddCategory } from '@/features/category/api/add-category';
import { useUpdateCategory } from '@/features/category/api/update-category';

interface CategoryFormDialogProps {
  /** The category to edit; without it the dialog adds a new one. */
  category?: Category;
  onClose: () => void;
}

/**
 * Add Category / Update Category (SPEC "Category admin page", section 5: no upload before a name).
 * Mount it only while open: closing unmounts it, which is what resets the form.
 */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const upload = useUploadImage('category');
  const onSaved = (reply: { message: string }) => {
    if (reply.message) toast.success(reply.message);
    onClose();
  };
  const add = useAddCategory({ onSuccess: onSaved });
  const update = useUpdateCategory({ onSuccess: onSaved });
  const label = category ? 'Update Category' : 'Add Category';

  return (
    <NameImageDialog
      title={label}
      submitLabel={label}
      namePlaceholder="Enter category name"
      previewName="Category"
      initial={category}
      upload={upload}
      uploadNeedsName
      saving={add.isPending || update.isPending}
      onSubmit={({ name, image }, done) => {
        if (category) update.mutate({ _id: category._id, name, image }, { onSettled: done });
        else add.mutate({ name, image }, { onSettled: done });
      }}
      onClose={onClose}
    />
  );
}
