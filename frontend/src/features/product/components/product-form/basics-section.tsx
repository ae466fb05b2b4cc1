import { useFormContext } from 'react-hook-form';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, SKU_MAX } from '@core/limits';
import { TextAreaField, TextField } from '@/components/text-field';
import { problemText } from '@/lib/form';
import { FormSection } from './form-section';
import { productFormLabels as labels, type ProductFormValues } from './product-form-values';

/**
 * The SKU (unique, never changed; typed on create or left empty for the server to make
 * one, read-only on edit), the barcode pickers scan, then name and description (SPEC section 5:
 * both required).
 */
export function BasicsSection({ editing }: { editing: boolean }) {
  const { register, formState } = useFormContext<ProductFormValues>();
  return (
    <FormSection title="Basics" first>
      <TextField
        label={labels.sku}
        placeholder={editing ? undefined : 'e.g. AMUL-BUTTER-500G'}
        maxLength={SKU_MAX}
        autoComplete="off"
        spellCheck={false}
        readOnly={editing}
        hint={editing ? 'A SKU never changes.' : 'Optional: leave it empty and one is made. It cannot be changed later.'}
        {...register('sku')}
        error={problemText(labels.sku, formState.errors.sku)}
      />
      <TextField
        label={labels.barcode}
        placeholder="e.g. 8901030865275"
        inputMode="numeric"
        maxLength={13}
        autoComplete="off"
        hint="Optional: the pack's EAN-13 or UPC-A, which pickers scan. Empty: none."
        {...register('barcode')}
        error={problemText(labels.barcode, formState.errors.barcode)}
      />
      <TextField
        label={labels.name}
        placeholder="Enter product name"
        maxLength={PRODUCT_NAME_MAX}
        autoComplete="off"
        {...register('name')}
        error={problemText(labels.name, formState.errors.name)}
        required
      />
      <TextAreaField
        label={labels.description}
        placeholder="Enter product description"
        maxLength={PRODUCT_DESCRIPTION_MAX}
        rows={3}
        {...register('description')}
        error={problemText(labels.description, formState.errors.description)}
        required
      />
    </FormSection>
  );
}
