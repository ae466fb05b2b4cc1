import { useId, useState, type FormEvent } from 'react';
import { CUSTOM_FIELD_NAME_MAX } from '@core/limits';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { inputClasses } from '@/components/text-field';

interface AddFieldDialogProps {
  open: boolean;
  /** Names already in use (compared case-insensitively). */
  existing: readonly string[];
  onAdd: (fieldName: string) => void;
  onClose: () => void;
}

/** SPEC "Add Field dialog": a field-name input (Enter field name) and an Add Field button. */
export function AddFieldDialog({ open, existing, onAdd, onClose }: AddFieldDialogProps) {
  return open ? <AddFieldPanel existing={existing} onAdd={onAdd} onClose={onClose} /> : null;
}

function AddFieldPanel({ existing, onAdd, onClose }: Omit<AddFieldDialogProps, 'open'>) {
  const [fieldName, setFieldName] = useState('');
  const inputId = useId();
  const errorId = useId();
  const formId = useId();
  const trimmed = fieldName.trim();
  const taken = existing.some((name) => name.toLowerCase() === trimmed.toLowerCase());
  const error = taken ? 'A field with this name already exists' : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits in a portal, but React still bubbles its submit to the product form: stop it.
    event.preventDefault();
    event.stopPropagation();
    if (trimmed === '' || taken) return;
    onAdd(trimmed);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Add Field"
      size="sm"
      footer={
        <Button type="submit" form={formId} disabled={trimmed === '' || taken}>
          Add Field
        </Button>
      }
    >
      <form id={formId} onSubmit={onSubmit} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Field name
        </label>
        <input
          id={inputId}
          data-autofocus
          value={fieldName}
          onChange={(event) => setFieldName(event.target.value)}
          placeholder="Enter field name"
          maxLength={CUSTOM_FIELD_NAME_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClasses}
        />
        {error ? (
          <p id={errorId} className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
