import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import * as z from 'zod';
import { refList } from '@core/contracts/catalog-fields';
import { imageUrl, name } from '@core/contracts/fields';
import { NAME_MAX } from '@core/limits';
import type { Ref } from '@core/product';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import type { useUploadImage } from '@/lib/upload-image';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { Button } from './button';
import { ChipSelect } from './chip-select';
import { Dialog } from './dialog';
import { ImageUploadField } from './image-upload-field';
import { TextField } from './text-field';

export interface NameImageValues {
  name: string;
  image: string;
  /** The linked categories (sub categories only; empty otherwise). */
  category: Ref[];
}

/** The Category dropdown of the sub category dialogs. */
interface CategoryPicker {
  options: readonly Ref[];
  loading: boolean;
  /** The most a sub category may be listed under (functions/core/limits.ts). */
  max: number;
}

interface NameImageDialogProps {
  title: string;
  submitLabel: string;
  /** "Enter category name". */
  namePlaceholder: string;
  /** Names the preview image while no name is typed ("Category preview"). */
  previewName: string;
  /** What an edit starts from; without it the dialog starts empty. */
  initial?: { name: string; image: string; category?: Ref[] };
  upload: Pick<ReturnType<typeof useUploadImage>, 'isPending' | 'mutate'>;
  /** The save call is under way. */
  saving: boolean;
  /** SPEC section 5 (category): no upload before there is a name. */
  uploadNeedsName?: boolean;
  /** Button text once there is an image (sub category: "Change Image"). */
  changeLabel?: string;
  /** Sub category: a Category dropdown adding removable chips, at least one needed. */
  categories?: CategoryPicker;
  /** Called once per save: `done` must be called when the call settles (useSubmitOnce). */
  onSubmit: (values: NameImageValues, done: () => void) => void;
  onClose: () => void;
}

/** The server's rules for the category and sub category calls. */
const schemaFor = (categories: CategoryPicker | undefined) =>
  z.object({ name, image: imageUrl, category: categories ? refList(categories.max) : z.array(z.unknown()) });
const labels = { name: 'Name', image: 'Image', category: 'Category' };
const toOption = (ref: Ref) => ({ value: ref._id, label: ref.name });

/**
 * The Add / Update dialog of categories and sub categories (SPEC section 2 admin pages): a name, an
 * image with its preview and, for sub categories, the categories it is listed under. Submit is live
 * only with all of them (section 5). Mount it only while open: closing unmounts it, which is what
 * resets the form.
 */
export function NameImageDialog(props: NameImageDialogProps) {
  const { title, submitLabel, namePlaceholder, previewName, initial, upload, saving, uploadNeedsName, changeLabel, categories, onSubmit, onClose } = props;
  const formId = useId();
  const submitOnce = useSubmitOnce();
  const [resolver] = useState(() => {
    const checked: Resolver<NameImageValues> = formResolver(schemaFor(categories));
    return checked;
  });
  const { register, handleSubmit, control, formState } = useForm<NameImageValues>({
    resolver,
    defaultValues: { name: initial?.name ?? '', image: initial?.image ?? '', category: initial?.category ?? [] },
  });
  const values = useWatch({ control });
  const typedName = (values.name ?? '').trim();
  const chosen = values.category ?? [];
  const complete = typedName !== '' && Boolean(values.image) && (!categories || chosen.length > 0);
  const canSubmit = complete && !upload.isPending && !saving;
  const problem = (field: keyof NameImageValues) => problemText(labels[field], formState.errors[field]);

  const submit = handleSubmit((typed) => {
    if (!canSubmit) return;
    submitOnce((done) => onSubmit({ ...typed, name: typed.name.trim() }, done));
  }, toastFirstProblem(labels));

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
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
        <TextField
          label={labels.name}
          data-autofocus
          placeholder={namePlaceholder}
          maxLength={NAME_MAX}
          autoComplete="off"
          {...register('name')}
          error={problem('name')}
          required
        />

        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              value={field.value}
              onChange={field.onChange}
              buttonRef={field.ref}
              upload={upload}
              alt={`${typedName || previewName} preview`}
              disabledReason={uploadNeedsName && typedName === '' ? 'Enter a name first, then upload an image.' : undefined}
              changeLabel={changeLabel}
              error={problem('image')}
            />
          )}
        />

        {categories ? (
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <ChipSelect
                label={labels.category}
                placeholder="Select Category"
                options={categories.options.map(toOption)}
                selected={field.value.map(toOption)}
                onAdd={(option) => field.onChange([...field.value, { _id: option.value, name: option.label }])}
                onRemove={(value) => field.onChange(field.value.filter((ref) => ref._id !== value))}
                disabled={categories.loading || field.value.length >= categories.max}
                hint={categories.loading ? 'Loading categories...' : field.value.length === 0 ? 'Choose at least one category.' : undefined}
                error={problem('category')}
              />
            )}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
