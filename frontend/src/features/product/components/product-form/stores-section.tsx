import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { PRODUCT_STOCK_MAX } from '@core/limits';
import { FieldProblem, inputClasses, invalidInputClasses, TextField } from '@/components/text-field';
import { problemText } from '@/lib/form';
import type { StoreStockSeen, StoreStockTable } from '@/features/product/api/store-stock';
import { FormSection } from './form-section';
import { productFormLabels as labels, type ProductFormValues } from './product-form-values';

interface StoresSectionProps {
  stores: Exclude<StoreStockTable, { state: 'loading' }>;
  /** An edit: the default store's stock when the form opened. */
  stockWhenOpened?: number;
}

const stockInput = { type: 'number', inputMode: 'numeric', min: 0, max: PRODUCT_STOCK_MAX, step: 1 } as const;

/**
 * Stock is per store: a row per store. The default store's row is the spec's "Number of
 * Stock" (what product create and update-product-details take); the others are saved store by store
 * once the product is saved. Without the stores (not readable now) only the default store's field.
 */
export function StoresSection({ stores, stockWhenOpened }: StoresSectionProps) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const keptHint = stockWhenOpened === undefined ? undefined : `${stockWhenOpened} in stock when opened. Left as it is, sales made meanwhile are kept.`;
  const stockError = problemText(labels.stock, errors.stock);

  if (stores.state === 'unavailable' || !stores.defaultStore) {
    return (
      <FormSection title="Stock">
        <TextField
          label={labels.stock}
          {...stockInput}
          placeholder="Enter product stock"
          hint={[keptHint, stores.state === 'unavailable' ? "The stores could not be loaded: this is the default store's stock. Other stores' stock is set on their Stock pages." : null].filter(Boolean).join(' ') || undefined}
          {...register('stock')}
          error={stockError}
          required
        />
      </FormSection>
    );
  }

  return (
    <FormSection title="Stock per store">
      <div className="overflow-hidden rounded-xl border border-line">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Stock per store</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-line">
              <th scope="col" className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
                Store
              </th>
              <th scope="col" className="w-36 px-3 py-2 text-right text-xs font-semibold tracking-wide text-ink-muted uppercase sm:w-44">
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            <StoreRow store={stores.defaultStore} isDefault label={labels.stock} hint={keptHint} error={stockError} field={register('stock')} />
            {stores.others.map((store, index) => (
              <StoreRow
                key={store.storeId}
                store={store}
                label={`Stock at ${store.name}`}
                error={problemText(`Stock at ${store.name}`, errors.storeStock?.[index]?.stock)}
                field={register(`storeStock.${index}.stock`)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-ink-muted">
        The default store&apos;s stock is what shoppers see until they choose a location. Each store&apos;s stock can also be changed on its Stock page.
      </p>
    </FormSection>
  );
}

interface StoreRowProps {
  store: StoreStockSeen;
  isDefault?: boolean;
  label: string;
  hint?: string;
  error: string | undefined;
  field: ReturnType<ReturnType<typeof useFormContext<ProductFormValues>>['register']>;
}

function StoreRow({ store, isDefault = false, label, hint, error, field }: StoreRowProps) {
  const inputId = useId();
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <tr className="border-b border-line align-top last:border-0">
      <th scope="row" className="px-3 py-2.5 text-left font-normal">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {store.name}
          {isDefault ? <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold text-brand-hover">Default</span> : null}
        </span>
        <span className="text-xs text-ink-muted">{store.city}</span>
        {hint ? (
          <p id={`${inputId}-hint`} className="mt-1 text-xs text-ink-muted">
            {hint}
          </p>
        ) : null}
      </th>
      <td className="px-3 py-2.5">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          {...stockInput}
          {...field}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={isDefault}
          className={`${error ? invalidInputClasses : inputClasses} text-right tabular-nums`}
        />
        <FieldProblem id={`${inputId}-error`} problem={error} />
      </td>
    </tr>
  );
}
