import { useFormContext, useWatch } from 'react-hook-form';
import { WEEKDAY_NAMES } from '@core/stores';
import { Button } from '@/components/button';
import { FieldProblem, inputClasses, invalidInputClasses } from '@/components/text-field';
import { problemText } from '@/lib/form';
import type { StoreFormValues } from '@/features/store/store-form-values';
import { hoursNote } from '@/features/store/store-status';

/**
 * Opening hours per weekday, in the store's time zone (India): closed, or open from one time to
 * another; a closing time before the opening runs past midnight.
 */
export function HoursField() {
  const { register, setValue, getValues, formState, control } = useFormContext<StoreFormValues>();
  const hours = useWatch({ control, name: 'hours' });
  const errors = formState.errors.hours;

  const sameEveryDay = () => {
    const [monday] = getValues('hours');
    if (!monday) return;
    getValues('hours').forEach((_, index) => {
      if (index === 0) return;
      setValue(`hours.${index}`, { ...monday, day: getValues(`hours.${index}.day`) }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    });
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-base font-bold text-ink">Opening hours</legend>
      <p className="mb-3 text-xs text-ink-muted">India time. A closing time before the opening time runs past midnight (6:00 am to 1:00 am).</p>
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
        {hours.map((row, index) => {
          const dayName = WEEKDAY_NAMES[row.day];
          const openError = problemText('Opens at', errors?.[index]?.open);
          const closeError = problemText('Closes at', errors?.[index]?.close);
          const noteId = `hours-${row.day}-note`;
          return (
            <li key={row.day} className="grid grid-cols-2 items-center gap-x-3 gap-y-2 px-3 py-2.5 sm:grid-cols-[7rem_6rem_1fr_1fr_minmax(8rem,1.2fr)]">
              <span className="font-semibold text-ink">{dayName}</span>
              <label className="flex min-h-11 items-center gap-2 text-sm text-ink sm:min-h-0">
                <input type="checkbox" className="size-4 accent-brand" {...register(`hours.${index}.closed`)} />
                Closed
                <span className="sr-only"> on {dayName}</span>
              </label>
              {/* A closed day's times stay in the form (not shown) for when it opens again. */}
              {row.closed ? (
                <span aria-hidden="true" className="col-span-2 hidden text-sm text-ink-muted sm:block">
                  No deliveries
                </span>
              ) : (
                <>
                  <TimeInput label={`${dayName} opens at`} error={openError} describedBy={noteId} {...register(`hours.${index}.open`)} />
                  <TimeInput label={`${dayName} closes at`} error={closeError} describedBy={noteId} {...register(`hours.${index}.close`)} />
                </>
              )}
              <span id={noteId} className="col-span-2 text-xs text-ink-muted sm:col-span-1">
                {hoursNote(row)}
              </span>
            </li>
          );
        })}
      </ul>
      <Button size="sm" variant="ghost" className="mt-2 border border-line" onClick={sameEveryDay}>
        Use Monday&apos;s hours every day
      </Button>
    </fieldset>
  );
}

interface TimeInputProps extends ReturnType<ReturnType<typeof useFormContext<StoreFormValues>>['register']> {
  label: string;
  error: string | undefined;
  describedBy: string;
}

function TimeInput({ label, error, describedBy, ...field }: TimeInputProps) {
  const errorId = `${field.name}-error`;
  return (
    <div className="flex flex-col gap-1">
      <input
        type="time"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ')}
        className={error ? invalidInputClasses : inputClasses}
        {...field}
      />
      <FieldProblem id={errorId} problem={error} />
    </div>
  );
}
