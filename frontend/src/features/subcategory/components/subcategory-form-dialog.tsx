import { useId, useState, type FormEvent } from 'react';
import { NAME_MAX, SUBCATEGORY_LINKS_MAX } from '../../../../../functions/core/limits';
import { toast } from 'react-hot-toast/headless';
import { Button } from '../../../components/button';
import { ChipSelect, type ChipOption } from '../../../components/chip-select';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useCategories } from '../../../lib/categories';
import { useUploadImage } from '../../../lib/upload-image';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { ImageUploadField } from '../../../components/image-upload-field';
import { useCreateSubCategory } from '../api/create-subcategory';
import { useUpdateSubCategory } from '../api/update-subcategory';
import type { SubCategory } from '../../../lib/subcategories';

interface SubCategoryFormDialogProps {
  /** The sub category to edit; without it the dialog adds a new one. */
  subCategory?: SubCategory;
  onClose: () => void;
}

const toOption = (category: { _id: string; name: string }): ChipOption => ({ value: category._id, label: category.name });

/**
 * Add Sub Category / Edit Sub Category (SPEC "Sub Category admin page", section 5: submit only with
 * a name, an image and at least one category). Mounted only while open: closing resets it.
 */
export function SubCategoryFormDialog({ subCategory, onClose }: SubCategoryFormDialogProps) {
  const editing = subCategory !== undefined;
  const [name, setName] = useState(subCategory?.name ?? '');
  const [image, setImage] = useState(subCategory?.image ?? '');
  const [chosen, setChosen] = useState<ChipOption[]>(() => (subCategory?.category ?? []).map(toOption));
  const formId = useId();

  const categories = useCategories();
  const upload = useUploadImage('subcategory');
  const onSaved = (reply: { message: string }) => {
    if (reply.message) toast.success(reply.message);
    onClose();
  };
  const create = useCreateSubCategory({ onSuccess: onSaved });
  const update = useUpdateSubCategory({ onSuccess: onSaved });
  const saving = create.isPending || update.isPending;
  const submitOnce = useSubmitOnce();

  const canSubmit = name.trim() !== '' && image !== '' && chosen.length > 0 && !upload.isPending && !saving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const input = {
      name: name.trim(),
      image,
      category: chosen.map((option) => ({ _id: option.value, name: option.label })),
    };
    submitOnce((done) => {
      if (editing) update.mutate({ _id: subCategory._id, ...input }, { onSettled: done });
      else create.mutate(input, { onSettled: done });
    });
  };

  const title = editing ? 'Edit Sub Category' : 'Add Sub Category';
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!canSubmit} pending={saving}>
            {editing ? 'Update Sub Category' : 'Add Sub Category'}
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
          placeholder="Enter sub category name"
          maxLength={NAME_MAX}
          autoComplete="off"
          required
        />

        <ImageUploadField
          value={image}
          onChange={setImage}
          upload={upload}
          alt={`${name.trim() || 'Sub category'} preview`}
          changeLabel="Change Image"
        />

        <ChipSelect
          label="Category"
          placeholder="Select Category"
          options={(categories.data ?? []).map(toOption)}
          selected={chosen}
          onAdd={(option) => setChosen((current) => [...current, option])}
          onRemove={(value) => setChosen((current) => current.filter((option) => option.value !== value))}
          disabled={categories.isPending || chosen.length >= SUBCATEGORY_LINKS_MAX}
          hint={categories.isPending ? 'Loading categories...' : chosen.length === 0 ? 'Choose at least one category.' : undefined}
        />
      </form>
    </Dialog>
  );
}
