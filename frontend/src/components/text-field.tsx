import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The text input look. 16 px text on phones: smaller text makes iOS zoom into the field on focus.
 * The ring is the visible focus.
 */
const inputLook =
  'h-11 w-full rounded-lg border bg-slate-50 px-3 text-base text-ink outline-none transition-colors placeholder:text-ink-muted/70 focus:border-brand focus:bg-white focus:ring-2 focus:ring-brand/25 disabled:opacity-60 sm:text-sm';
export const inputClasses = `${inputLook} border-line`;
/** The same look, marked wrong (a red border until it has the focus). */
export const invalidInputClasses = `${inputLook} border-danger`;

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** Help under the field, read out with it. */
  hint?: ReactNode;
  /** What is wrong with the value, shown under the field and read out with it. */
  error?: string;
  /** Something inside the field at its right end (the show/hide button). */
  trailing?: ReactNode;
  id?: string;
}

/** A labelled input: the label is always visible and tied to the input; a problem shows under it. */
export function TextField({ label, hint, error, trailing, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      {(described) => (
        <div className="relative">
          <input
            id={inputId}
            {...described}
            className={cn(error ? invalidInputClasses : inputClasses, trailing ? 'pr-12' : undefined)}
            {...props}
          />
          {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}

/** TextField's multi-line sibling (a product's description). */
export function TextAreaField({ label, hint, error, className, ...props }: Omit<ComponentProps<'textarea'>, 'id'> & Pick<TextFieldProps, 'label' | 'hint' | 'error'>) {
  const inputId = useId();
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      {(described) => (
        <textarea
          id={inputId}
          {...described}
          className={cn(error ? invalidInputClasses : inputClasses, 'h-auto min-h-24 resize-y py-2.5')}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

interface FieldFrameProps extends Pick<TextFieldProps, 'label' | 'hint' | 'error' | 'className'> {
  inputId: string;
  /** Renders the control with the attributes that tie the hint and the problem to it. */
  children: (described: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/** Label above, hint and problem below, each tied to the control. */
function FieldFrame({ inputId, label, hint, error, className, children }: FieldFrameProps) {
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldProblem id={errorId} problem={error} />
    </div>
  );
}

/** A field's problem, under it (nothing while there is none). */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={id} className="text-xs font-medium text-danger">
      {problem}
    </p>
  ) : null;
}

/** SPEC section 5: password fields can be shown or hidden. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      // Browsers must not offer to capitalise or correct a password shown as text.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          title={visible ? 'Hide password' : 'Show password'}
          className="flex size-9 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-black/5 hover:text-ink"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" strokeLinecap="round" />
    </svg>
  );
}
