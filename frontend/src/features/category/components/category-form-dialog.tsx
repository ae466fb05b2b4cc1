import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { NAME_MAX } from '../../../../../functions/core/limits';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useUploadImage } from '../../../lib/upload-image';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { ImageUploadField } from '../../../components/image-upload-field';
import { useAddCategory } from '../api/add-category';
import { useUpdateCategory } from '../api/update-category';
import type { Category } from '../../../lib/categories';

interface CategoryFormDialogProps {
  /** The category to edit; without it the dialog adds a new one. */
  category?: Category;
  onClose: () => void;
}

/**
 * Add Category / Update Category (SPEC "Category admin page", section 5). Mount it only while open:
 * closing unmounts it, which is what resets the form.
 */
export function CategoryFormDialog({ category, onClose }: CategoryFormDialogProps) {
  const editing = category !== undefined;
  const [name, setName] = useState(category?.name ?? '');
  const [image, setImage] = useState(category?.image ?? '');

  const upload = useUploadImage('category');
  const onSaved = (reply: { message: string }) => {
    if (reply.message) toast.success(reply.message);
    onClose();
  };
  const add = useAddCategory({ onSuccess: onSaved });
  const update = useUpdateCategory({ onSuccess: onSaved });
  const saving = add.isPending || update.isPending;
  const submitOnce = useSubmitOnce();

  const hasName = name.trim() !== '';
  const canSubmit = hasName && image !== '' && !upload.isPending && !saving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const input = { name: name.trim(), image };
    submitOnce((done) => {
      if (editing) update.mutate({ _id: category._id, ...input }, { onSettled: done });
      else add.mutate(input, { onSettled: done });
    });
  };

  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Update Category' : 'Add Category'}
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!canSubmit} pending={saving}>
            {editing ? 'Update Category' : 'Add Category'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Name"
          data-autofocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Enter category name"
          maxLength={NAME_MAX}
          autoComplete="off"
          required
        />

        <ImageUploadField
          value={image}
          onChange={setImage}
          upload={upload}
          alt={`${name.trim() || 'Category'} preview`}
          disabledReason={hasName ? undefined : 'Enter a name first, then upload an image.'}
        />
      </form>
    </Dialog>
  );
}
