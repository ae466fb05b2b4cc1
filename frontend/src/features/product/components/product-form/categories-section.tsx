import { useController, useFormContext } from 'react-hook-form';
import { PRODUCT_LINKS_MAX } from '@core/limits';
import { ChipSelect, type ChipOption } from '@/components/chip-select';
import { useCategories } from '@/entities/category/categories';
import { useSubCategories } from '@/entities/subcategory/subcategories';
import type { Ref } from '@/features/product/types';
import { FormSection } from './form-section';
import { productFormLabels as labels, productProblem, type ProductFormValues } from './product-form-values';

const toOption = (ref: Ref): ChipOption => ({ value: ref._id, label: ref.name });
const toRef = (option: ChipOption): Ref => ({ _id: option.value, name: option.label });

/** The categories and sub categories it is listed under, at least one of each. */
export function CategoriesSection() {
  const { control, formState, getValues } = useFormContext<ProductFormValues>();
  const category = useController({ control, name: 'category' });
  const subCategory = useController({ control, name: 'subCategory' });
  const allCategories = useCategories();
  const allSubCategories = useSubCategories();
  const chosen = { category: category.field.value, subCategory: subCategory.field.value };

  // With categories chosen, the sub category dropdown offers theirs; otherwise every sub category.
  const chosenCategoryIds = new Set(category.field.value.map((ref) => ref._id));
  const subCategoryOptions = (allSubCategories.data ?? [])
    .filter((sub) => chosenCategoryIds.size === 0 || sub.category.some((linked) => chosenCategoryIds.has(linked._id)))
    .map(toOption);

  return (
    <FormSection title="Categories">
      <div className="grid gap-5 sm:grid-cols-2">
        <ChipSelect
          label={labels.category}
          placeholder="Select Category"
          options={(allCategories.data ?? []).map(toOption)}
          selected={category.field.value.map(toOption)}
          onAdd={(option) => category.field.onChange([...getValues('category'), toRef(option)])}
          onRemove={(value) => category.field.onChange(getValues('category').filter((ref) => ref._id !== value))}
          disabled={allCategories.isPending || category.field.value.length >= PRODUCT_LINKS_MAX}
          error={productProblem('category', formState.errors, chosen)}
          selectRef={category.field.ref}
        />
        <ChipSelect
          label={labels.subCategory}
          placeholder="Select Sub Category"
          options={subCategoryOptions}
          selected={subCategory.field.value.map(toOption)}
          onAdd={(option) => subCategory.field.onChange([...getValues('subCategory'), toRef(option)])}
          onRemove={(value) => subCategory.field.onChange(getValues('subCategory').filter((ref) => ref._id !== value))}
          disabled={allSubCategories.isPending || subCategory.field.value.length >= PRODUCT_LINKS_MAX}
          hint={category.field.value.length > 0 ? 'Showing the sub categories of the chosen categories.' : undefined}
          error={productProblem('subCategory', formState.errors, chosen)}
          selectRef={subCategory.field.ref}
        />
      </div>
    </FormSection>
  );
}
