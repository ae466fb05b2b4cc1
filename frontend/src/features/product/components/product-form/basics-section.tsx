import { useFormContext } from 'react-hook-form';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@core/limits';
import { TextAreaField, TextField } from '@/components/text-field';
import { problemText } from '@/lib/form';
import { FormSection } from './form-section';
import { productFormLabels as labels, type ProductFormValues } from './product-form-values';

/** Name and description (SPEC section 5: both required). */
export function BasicsSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  return (
    <FormSection title="Basics" first>
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
