import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { formResolver } from '@/lib/form';
import type { Product, ProductInput } from '@/features/product/types';
import { BasicsSection } from './basics-section';
import { CategoriesSection } from './categories-section';
import { DetailsSection } from './details-section';
import { ImagesSection } from './images-section';
import { PricingSection } from './pricing-section';
import { firstProductProblem, productFormSchema, toProductInput, valuesOf, type ProductFormValues } from './product-form-values';

interface ProductFormProps {
  /** The product to edit; without it the form starts empty. */
  product?: Product;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ProductInput) => void;
}

/**
 * SPEC "Upload Product screen" and the Product admin list's edit modal: one form for both, in five
 * parts. Name, description, unit, stock, price, discount and every custom field are required
 * (section 5); the server also needs at least one image, category and sub category. Each problem
 * shows under its field, the first also as a toast. To reset the form, remount it (key).
 */
export function ProductForm({ product, submitLabel, pending, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFormValues>({ resolver: formResolver(productFormSchema), defaultValues: valuesOf(product) });
  const [uploading, setUploading] = useState(0);
  const productName = useWatch({ control: form.control, name: 'name' });

  const submit = form.handleSubmit(
    (values) => onSubmit(toProductInput(values, product)),
    (errors) => {
      const problem = firstProductProblem(errors, form.getValues());
      if (problem) toast.error(problem);
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
        <BasicsSection />
        <ImagesSection uploading={uploading} onUploading={(change) => setUploading((count) => count + change)} productName={productName} />
        <CategoriesSection />
        <PricingSection stockWhenOpened={product?.stock} />
        <DetailsSection />
        <div className="flex justify-end border-t border-line pt-5">
          <Button type="submit" size="lg" pending={pending} disabled={uploading > 0} className="w-full sm:w-auto sm:min-w-44">
            {uploading > 0 ? 'Uploading images...' : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
