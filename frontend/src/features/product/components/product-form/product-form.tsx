import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { formResolver } from '@/lib/form';
import type { StoreStockEdit, StoreStockTable } from '@/features/product/api/store-stock';
import type { Product, ProductInput } from '@/features/product/types';
import { BasicsSection } from './basics-section';
import { CategoriesSection } from './categories-section';
import { DetailsSection } from './details-section';
import { ImagesSection } from './images-section';
import { PricingSection } from './pricing-section';
import { defaultStockOf, firstProductProblem, productFormSchema, storeStockEdits, toProductInput, valuesOf, type ProductFormValues } from './product-form-values';
import { StoresSection } from './stores-section';
import { TaxSection } from './tax-section';

export interface ProductFormProps {
  /** The product to edit; without it the form starts empty. */
  product?: Product;
  /** The stores and, for an edit, the product's stock at each now (useStoreStockTable, loaded). */
  stores: Exclude<StoreStockTable, { state: 'loading' }>;
  submitLabel: string;
  pending: boolean;
  /** `storeStock`: the other stores' changed stock, to save once the product is saved. */
  onSubmit: (input: ProductInput, storeStock: StoreStockEdit[]) => void;
}

/**
 * SPEC "Upload Product screen" and the Product admin list's edit modal: one form for both, in six
 * parts and its tax. Name, description, unit, stock, price, discount and every
 * custom field are required (section 5); the server also needs at least one image, category and sub
 * category. Each problem shows under its field, the first also as a toast. To reset the form,
 * remount it (key).
 */
export function ProductForm({ product: productNow, stores: storesNow, submitLabel, pending, onSubmit }: ProductFormProps) {
  // What the form opened with is what its saves compare with (stockSeen), whatever refetches later.
  const [{ product, stores }] = useState(() => ({ product: productNow, stores: storesNow }));
  const form = useForm<ProductFormValues>({ resolver: formResolver(productFormSchema), defaultValues: valuesOf(product, stores) });
  const stockSeen = defaultStockOf(product, stores);
  const [uploading, setUploading] = useState(0);
  const productName = useWatch({ control: form.control, name: 'name' });

  const submit = form.handleSubmit(
    (values) => onSubmit(toProductInput(values, stockSeen), storeStockEdits(values, stores)),
    (errors) => {
      const problem = firstProductProblem(errors, form.getValues());
      if (problem) toast.error(problem);
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
        <BasicsSection editing={product !== undefined} />
        <ImagesSection uploading={uploading} onUploading={(change) => setUploading((count) => count + change)} productName={productName} />
        <CategoriesSection />
        <PricingSection />
        <TaxSection />
        <StoresSection stores={stores} stockWhenOpened={stockSeen} />
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

/** While the form's data loads (the product as it is now, the stores and its stock at each). */
export function ProductFormSkeleton() {
  return (
    <div role="status" aria-label="Loading the product form" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
