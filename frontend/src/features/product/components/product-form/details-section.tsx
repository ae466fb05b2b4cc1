import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CUSTOM_FIELDS_MAX, CUSTOM_FIELD_VALUE_MAX } from '@core/limits';
import { Button } from '@/components/button';
import { PlusIcon } from '@/components/plus-icon';
import { FieldProblem, inputClasses, invalidInputClasses } from '@/components/text-field';
import { problemText } from '@/lib/form';
import { AddFieldDialog } from './add-field-dialog';
import { FormSection } from './form-section';
import { productFormLabels, type ProductFormValues } from './product-form-values';

/** The custom fields (more_details): each added through the Add Field dialog, each required. */
export function DetailsSection() {
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'moreFields' });
  const [adding, setAdding] = useState(false);

  return (
    <FormSection title="More details">
      {fields.length > 0 ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field, index) => (
            <CustomFieldInput key={field.id} index={index} name={field.name} onRemove={() => remove(index)} />
          ))}
        </div>
      ) : null}
      <Button variant="outline" onClick={() => setAdding(true)} disabled={fields.length >= CUSTOM_FIELDS_MAX} className="w-full sm:w-auto sm:self-start">
        <PlusIcon />
        Add Fields
      </Button>
      <AddFieldDialog
        open={adding}
        existing={[...fields.map((field) => field.name), productFormLabels.name, productFormLabels.description, productFormLabels.unit]}
        onAdd={(fieldName) => append({ name: fieldName, value: '' }, { shouldFocus: false })}
        onClose={() => setAdding(false)}
      />
    </FormSection>
  );
}

function CustomFieldInput({ index, name, onRemove }: { index: number; name: string; onRemove: () => void }) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const id = useId();
  const errorId = `${id}-error`;
  const problem = problemText(name, formState.errors.moreFields?.[index]?.value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {name}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          placeholder={`Enter ${name.toLowerCase()}`}
          maxLength={CUSTOM_FIELD_VALUE_MAX}
          autoComplete="off"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className={problem ? invalidInputClasses : inputClasses}
          {...register(`moreFields.${index}.value`)}
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove field ${name}`}
          title={`Remove field ${name}`}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-line text-ink-muted transition-colors hover:border-danger/40 hover:bg-danger-soft hover:text-danger"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <FieldProblem id={errorId} problem={problem} />
    </div>
  );
}
