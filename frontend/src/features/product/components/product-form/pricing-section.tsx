import { useFormContext } from 'react-hook-form';
import { PRODUCT_UNIT_MAX } from '@core/limits';
import { MAX_PRICE_RUPEES } from '@core/money';
import { TextField } from '@/components/text-field';
import { problemText } from '@/lib/form';
import { FormSection } from './form-section';
import { productFormLabels as labels, type ProductFormValues } from './product-form-values';

/**
 * Unit, price and discount (SPEC section 5: required, numeric; the stock is per store, in
 * stores-section). The browser's own checks of the number inputs are off (the form is noValidate):
 * the server's rules say what is wrong.
 */
export function PricingSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <FormSection title="Pricing">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={labels.unit}
          placeholder="e.g. 500 g, 1 L, 6 pieces"
          maxLength={PRODUCT_UNIT_MAX}
          autoComplete="off"
          {...register('unit')}
          error={problemText(labels.unit, errors.unit)}
          required
        />
        <TextField
          label={labels.price}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={MAX_PRICE_RUPEES}
          step={0.01}
          placeholder="Enter product price"
          {...register('price')}
          error={problemText(labels.price, errors.price)}
          required
        />
        <TextField
          label={labels.discount}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          placeholder="Enter product discount"
          {...register('discount')}
          error={problemText(labels.discount, errors.discount)}
          required
        />
        <TextField
          label={labels.lowStockThreshold}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="The store's (5 unless set)"
          {...register('lowStockThreshold')}
          error={problemText(labels.lowStockThreshold, errors.lowStockThreshold)}
        />
      </div>
    </FormSection>
  );
}
