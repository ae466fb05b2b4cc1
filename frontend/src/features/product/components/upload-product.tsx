import { useState } from 'react';
import { SuccessDialog } from '@/components/success-dialog';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useCreateProduct } from '@/features/product/api/create-product';
import { useStoreStockTable } from '@/features/product/api/store-stock';
import { ProductForm, ProductFormSkeleton } from './product-form/product-form';

/** SPEC "Upload Product screen": on success the server's message in a modal, and an empty form again. */
export function UploadProduct() {
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateProduct({
    onSuccess: (reply) => {
      setMessage(reply.message || 'Product created');
      // A new key remounts the form: every field, image and custom field starts empty again.
      setFormKey((key) => key + 1);
    },
  });

  const submitOnce = useSubmitOnce();
  const stores = useStoreStockTable(undefined);

  return (
    <section aria-labelledby="upload-product-title" className="flex flex-col gap-4">
      <div className="rounded-2xl border border-line bg-white px-4 py-3 shadow-sm">
        <h1 id="upload-product-title" className="text-xl font-bold text-ink">
          Upload Product
        </h1>
      </div>
      <div className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
        {stores.state === 'loading' ? (
          <ProductFormSkeleton />
        ) : (
          <ProductForm
            key={formKey}
            stores={stores}
            submitLabel="Submit"
            pending={create.isPending}
            onSubmit={(input, storeStock) => submitOnce((done) => create.mutate({ input, storeStock }, { onSettled: done }))}
          />
        )}
      </div>
      <SuccessDialog message={message} onConfirm={() => setMessage(null)} />
    </section>
  );
}
