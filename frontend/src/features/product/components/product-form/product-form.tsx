import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-hot-toast/headless';
import {
  CUSTOM_FIELDS_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LINKS_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_UNIT_MAX,
} from '../../../../../functions/core/limits';
import { MAX_PRICE_RUPEES } from '../../../../../functions/core/money';
import { Button } from '../../../components/button';
import { ChipSelect, type ChipOption } from '../../../components/chip-select';
import { ImageViewerDialog } from '../../../components/image-viewer-dialog';
import { Spinner } from '../../../components/spinner';
import { inputClasses, TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCategories } from '../../../lib/categories';
import { useSubCategories } from '../../../lib/subcategories';
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, MAX_IMAGE_SIZE, imageFileProblem, uploadImage } from '../../../lib/upload-image';
import type { Product, ProductInput } from '../types';
import { AddFieldDialog } from './add-field-dialog';

interface ProductFormProps {
  /** The product to edit; without it the form starts empty. */
  product?: Product;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ProductInput) => void;
}

interface CustomField {
  name: string;
  value: string;
}

type Problem = 'image' | 'category' | 'subCategory';

const toOption = (ref: { _id: string; name: string }): ChipOption => ({ value: ref._id, label: ref.name });
const toRef = (option: ChipOption) => ({ _id: option.value, name: option.label });

/**
 * SPEC "Upload Product screen" and the Product admin list's edit modal: one form for both. Name,
 * description, unit, stock, price, discount and every custom field are required (section 5); the
 * server also needs at least one image, category and sub category. To reset it, remount it (key).
 */
export function ProductForm({ product, submitLabel, pending, onSubmit }: ProductFormProps) {
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [images, setImages] = useState<string[]>(product?.image ?? []);
  const [uploading, setUploading] = useState(0);
  const [categories, setCategories] = useState<ChipOption[]>(() => (product?.category ?? []).map(toOption));
  const [subCategories, setSubCategories] = useState<ChipOption[]>(() => (product?.subCategory ?? []).map(toOption));
  const [unit, setUnit] = useState(product?.unit ?? '');
  const [stock, setStock] = useState(product ? String(product.stock) : '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [discount, setDiscount] = useState(product ? String(product.discount) : '');
  const [fields, setFields] = useState<CustomField[]>(() =>
    Object.entries(product?.more_details ?? {}).map(([fieldName, value]) => ({ name: fieldName, value })),
  );
  const [addingField, setAddingField] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [problems, setProblems] = useState<Set<Problem>>(new Set());

  const fileInput = useRef<HTMLInputElement>(null);
  const imageSection = useRef<HTMLDivElement>(null);
  const allCategories = useCategories();
  const allSubCategories = useSubCategories();
  const ids = {
    description: useId(),
    imagesHint: useId(),
    imagesError: useId(),
  };

  // With categories chosen, the sub category dropdown offers theirs; otherwise every sub category.
  const chosenCategoryIds = new Set(categories.map((option) => option.value));
  const subCategoryOptions = (allSubCategories.data ?? [])
    .filter((sub) => chosenCategoryIds.size === 0 || sub.category.some((linked) => chosenCategoryIds.has(linked._id)))
    .map(toOption);

  const clearProblem = (problem: Problem) =>
    setProblems((current) => {
      if (!current.has(problem)) return current;
      const next = new Set(current);
      next.delete(problem);
      return next;
    });

  const onFilesChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same files again still fires a change.
    event.target.value = '';
    const room = PRODUCT_IMAGES_MAX - images.length - uploading;
    if (files.length > room) toast.error(`A product can have at most ${PRODUCT_IMAGES_MAX} images`);
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      const problem = imageFileProblem(file);
      if (problem) toast.error(`${file.name}: ${problem}`);
      return problem === null;
    });
    if (accepted.length === 0) return;
    clearProblem('image');
    setUploading((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const url = await uploadImage(file, 'product');
          setImages((current) => [...current, url]);
        } catch (error) {
          toast.error(errorMessage(error) || 'Image upload failed');
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = new Set<Problem>();
    if (images.length === 0) found.add('image');
    if (categories.length === 0) found.add('category');
    if (subCategories.length === 0) found.add('subCategory');
    setProblems(found);
    if (found.size > 0) {
      toast.error('Please add at least one image, category and sub category');
      if (found.has('image')) imageSection.current?.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      image: images,
      category: categories.map(toRef),
      subCategory: subCategories.map(toRef),
      unit: unit.trim(),
      stock: Number(stock),
      ...(product ? { stockSeen: product.stock } : {}),
      price: Number(price),
      discount: Number(discount),
      more_details: Object.fromEntries(fields.map((field) => [field.name, field.value.trim()])),
    });
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="Enter product name"
        maxLength={PRODUCT_NAME_MAX}
        autoComplete="off"
        required
      />

      <Field id={ids.description} label="Description">
        <textarea
          id={ids.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Enter product description"
          maxLength={PRODUCT_DESCRIPTION_MAX}
          rows={3}
          required
          className={cn(inputClasses, 'h-auto min-h-24 resize-y py-2.5')}
        />
      </Field>

      <div ref={imageSection} className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink">Image</span>
        <div className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 lg:grid-cols-6">
          {images.map((src, index) => (
            <div key={src} className="group relative overflow-hidden rounded-xl border border-line bg-slate-50">
              <button
                type="button"
                onClick={() => setPreview(src)}
                aria-label={`Preview image ${index + 1}`}
                className="block w-full p-1.5"
              >
                <img src={src} alt="" width={120} height={120} className="aspect-square h-auto w-full object-contain" />
              </button>
              <button
                type="button"
                onClick={() => setImages((current) => current.filter((url) => url !== src))}
                aria-label={`Remove image ${index + 1}`}
                className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-white/95 text-danger shadow ring-1 ring-line transition-colors hover:bg-danger hover:text-white"
              >
                <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </div>
          ))}
          {Array.from({ length: uploading }, (_, index) => (
            <div key={`uploading-${index}`} className="flex aspect-square items-center justify-center rounded-xl border border-line bg-slate-50 text-brand">
              <Spinner label="Uploading image" />
            </div>
          ))}
          {images.length + uploading < PRODUCT_IMAGES_MAX ? (
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              aria-describedby={problems.has('image') ? `${ids.imagesHint} ${ids.imagesError}` : ids.imagesHint}
              className={cn(
                'flex aspect-square flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed bg-white text-xs font-semibold transition-colors hover:border-brand hover:bg-brand-soft hover:text-brand',
                problems.has('image') ? 'border-danger text-danger' : 'border-line text-ink-muted',
              )}
            >
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Upload Image
            </button>
          ) : null}
        </div>
        <p id={ids.imagesHint} className="text-xs text-ink-muted">
          Up to {PRODUCT_IMAGES_MAX} images ({IMAGE_TYPE_NAMES}, {MAX_IMAGE_SIZE} each). Click an image to preview it.
        </p>
        {problems.has('image') ? (
          <p id={ids.imagesError} className="text-xs font-medium text-danger">
            Add at least one image.
          </p>
        ) : null}
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={(event) => void onFilesChosen(event)} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <ChipSelect
          label="Category"
          placeholder="Select Category"
          options={(allCategories.data ?? []).map(toOption)}
          selected={categories}
          onAdd={(option) => {
            clearProblem('category');
            setCategories((current) => [...current, option]);
          }}
          onRemove={(value) => setCategories((current) => current.filter((option) => option.value !== value))}
          disabled={allCategories.isPending || categories.length >= PRODUCT_LINKS_MAX}
          error={problems.has('category') ? 'Choose at least one category.' : undefined}
        />
        <ChipSelect
          label="Sub Category"
          placeholder="Select Sub Category"
          options={subCategoryOptions}
          selected={subCategories}
          onAdd={(option) => {
            clearProblem('subCategory');
            setSubCategories((current) => [...current, option]);
          }}
          onRemove={(value) => setSubCategories((current) => current.filter((option) => option.value !== value))}
          disabled={allSubCategories.isPending || subCategories.length >= PRODUCT_LINKS_MAX}
          hint={categories.length > 0 ? 'Showing the sub categories of the chosen categories.' : undefined}
          error={problems.has('subCategory') ? 'Choose at least one sub category.' : undefined}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Unit"
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
          placeholder="e.g. 500 g, 1 L, 6 pieces"
          maxLength={PRODUCT_UNIT_MAX}
          autoComplete="off"
          required
        />
        <TextField
          label="Number of Stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={PRODUCT_STOCK_MAX}
          step={1}
          value={stock}
          onChange={(event) => setStock(event.target.value)}
          placeholder="Enter product stock"
          hint={product ? `${product.stock} in stock when opened. Left as it is, sales made meanwhile are kept.` : undefined}
          required
        />
        <TextField
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={MAX_PRICE_RUPEES}
          step={0.01}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          placeholder="Enter product price"
          required
        />
        <TextField
          label="Discount (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
          placeholder="Enter product discount"
          required
        />
      </div>

      {fields.length > 0 ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field, index) => (
            <CustomFieldInput
              key={field.name}
              field={field}
              onChange={(value) => setFields((current) => current.map((item, at) => (at === index ? { ...item, value } : item)))}
              onRemove={() => setFields((current) => current.filter((_, at) => at !== index))}
            />
          ))}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="outline"
          onClick={() => setAddingField(true)}
          disabled={fields.length >= CUSTOM_FIELDS_MAX}
          className="w-full sm:w-auto"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M10 4v12M4 10h12" strokeLinecap="round" />
          </svg>
          Add Fields
        </Button>
        <Button type="submit" size="lg" pending={pending} disabled={uploading > 0} className="w-full sm:w-auto sm:min-w-44">
          {uploading > 0 ? 'Uploading images...' : submitLabel}
        </Button>
      </div>

      <AddFieldDialog
        open={addingField}
        existing={[...fields.map((field) => field.name), 'Name', 'Description', 'Unit']}
        onAdd={(fieldName) => setFields((current) => [...current, { name: fieldName, value: '' }])}
        onClose={() => setAddingField(false)}
      />
      <ImageViewerDialog src={preview} title={`${name.trim() || 'Product'} image`} onClose={() => setPreview(null)} />
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

function CustomFieldInput({ field, onChange, onRemove }: { field: CustomField; onChange: (value: string) => void; onRemove: () => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {field.name}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={field.value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={`Enter ${field.name.toLowerCase()}`}
          maxLength={CUSTOM_FIELD_VALUE_MAX}
          autoComplete="off"
          required
          className={inputClasses}
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove field ${field.name}`}
          title={`Remove field ${field.name}`}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-line text-ink-muted transition-colors hover:border-danger/40 hover:bg-danger-soft hover:text-danger"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
