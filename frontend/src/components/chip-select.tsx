import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

export interface ChipOption {
  value: string;
  label: string;
}

interface ChipSelectProps {
  label: ReactNode;
  /** The first, empty choice of the dropdown, e.g. SPEC's "Select Category". */
  placeholder: string;
  options: readonly ChipOption[];
  selected: readonly ChipOption[];
  onAdd: (option: ChipOption) => void;
  onRemove: (value: string) => void;
  disabled?: boolean;
  /** Shown under the field, read out with it (e.g. why nothing can be chosen yet). */
  hint?: ReactNode;
  /** Marks the field as wrong, with the message read out. */
  error?: string;
  className?: string;
  /** react-hook-form's ref, so a wrong choice puts the focus on the dropdown. */
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A dropdown that adds each choice as a removable chip (SPEC: category and sub category pickers).
 * Chosen options leave the dropdown, so nothing is added twice.
 */
export function ChipSelect({ label, placeholder, options, selected, onAdd, onRemove, disabled, hint, error, className, selectRef }: ChipSelectProps) {
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const chosen = new Set(selected.map((option) => option.value));
  const available = options.filter((option) => !chosen.has(option.value));
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        ref={selectRef}
        id={selectId}
        value=""
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) onAdd(option);
        }}
        className={cn(
          'h-11 w-full rounded-lg border bg-slate-50 px-3 text-base text-ink outline-none transition-colors focus:border-brand focus:bg-white focus:ring-2 focus:ring-brand/25 disabled:opacity-60 sm:text-sm',
          error ? 'border-danger' : 'border-line',
        )}
      >
        <option value="">{placeholder}</option>
        {available.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen">
          {selected.map((option) => (
            <li key={option.value} className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand/30 bg-brand-soft py-1 pr-1 pl-3 text-sm font-medium text-ink">
              <span className="truncate">{option.label}</span>
              <button
                type="button"
                onClick={() => onRemove(option.value)}
                aria-label={`Remove ${option.label}`}
                className="flex size-6 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-white hover:text-danger"
              >
                <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                  <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
