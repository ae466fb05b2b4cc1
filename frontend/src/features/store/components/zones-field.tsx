import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { PINCODE_DIGITS } from '@core/limits';
import { STORE_TRAVEL_MINUTES_MAX, STORE_ZONES_MAX } from '@core/contracts/store';
import { Button } from '@/components/button';
import { FieldProblem, inputClasses, invalidInputClasses, TextAreaField, TextField } from '@/components/text-field';
import { problemText } from '@/lib/form';
import { storeFormLabels, type StoreFormValues } from '@/features/store/store-form-values';
import { mergeSummary, mergeZones, parseZoneInput } from '@/features/store/zone-input';

/** The riding time new pincodes get unless they say their own. */
const DEFAULT_TRAVEL_MINUTES = '8';

/**
 * The pincodes a store delivers to, each with its riding time. Many at once: a pasted list or a
 * range ("400001-400010"), each optionally with its own minutes ("400011:9"); then each row can be
 * changed or removed. A pincode another store serves is refused by the server, under its row.
 */
export function ZonesField() {
  const { control, register, formState, getValues } = useFormContext<StoreFormValues>();
  const { fields, replace, remove } = useFieldArray({ control, name: 'zones' });
  const zones = useWatch({ control, name: 'zones' });
  const [bulk, setBulk] = useState('');
  const [minutes, setMinutes] = useState(DEFAULT_TRAVEL_MINUTES);
  const [outcome, setOutcome] = useState<{ summary: string; problems: string[] } | null>(null);
  const listId = useId();
  const errors = formState.errors.zones;
  const listError = errors as (FieldError & { root?: FieldError }) | undefined;
  const listProblem = problemText(storeFormLabels.zones, listError?.root ?? (listError?.message ? listError : undefined));

  const add = () => {
    const travel = Number(minutes);
    if (!Number.isInteger(travel) || travel < 1 || travel > STORE_TRAVEL_MINUTES_MAX) {
      setOutcome({ summary: '', problems: [`Riding minutes must be 1 to ${STORE_TRAVEL_MINUTES_MAX}.`] });
      return;
    }
    const parsed = parseZoneInput(bulk, travel);
    if (parsed.zones.length === 0 && parsed.problems.length === 0) {
      setOutcome({ summary: '', problems: ['Type the pincodes to add, e.g. 400001-400010.'] });
      return;
    }
    const merged = mergeZones(getValues('zones'), parsed.zones);
    if (merged.zones.length > STORE_ZONES_MAX) {
      setOutcome({ summary: '', problems: [`A store delivers to at most ${STORE_ZONES_MAX} pincodes: that would make ${merged.zones.length}.`] });
      return;
    }
    if (merged.added + merged.updated > 0) replace(merged.zones);
    setOutcome({ summary: parsed.zones.length > 0 ? mergeSummary(merged) : '', problems: parsed.problems });
    // What could not be read stays in the box to fix; the rest is in the list now.
    if (parsed.problems.length === 0) setBulk('');
  };

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-base font-bold text-ink">
        {storeFormLabels.zones} <span className="font-semibold text-ink-muted">({fields.length})</span>
      </legend>
      <p className="mb-3 text-xs text-ink-muted">
        The pincodes this store delivers to and the riding time to each. A pincode belongs to one store only. Its centre (latitude, longitude) is where the
        shopper's live ETA measures the rider to; leave both blank if not known.
      </p>

      <div className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start">
        <TextAreaField
          label="Add pincodes"
          value={bulk}
          onChange={(event) => setBulk(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds (Shift+Enter starts a new line), never submits the whole store.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              add();
            }
          }}
          rows={2}
          className="[&_textarea]:min-h-11"
          placeholder="400001-400010, 400015:7"
          hint="Ranges, or a list pasted from a sheet. Add :minutes for a riding time of its own."
          spellCheck={false}
        />
        <TextField label="Riding minutes" type="number" inputMode="numeric" min={1} max={STORE_TRAVEL_MINUTES_MAX} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        <Button variant="outline" className="sm:mt-7" onClick={add}>
          Add
        </Button>
        <div aria-live="polite" className="text-sm sm:col-span-3 empty:hidden">
          {outcome?.summary ? <p className="font-medium text-brand-hover">{outcome.summary}</p> : null}
          {outcome?.problems.length ? (
            <ul className="list-disc pl-5 text-danger">
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      {fields.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-line px-3 py-4 text-center text-sm text-ink-muted">No pincodes yet: shoppers cannot order from this store.</p>
      ) : (
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <p id={listId} className="text-sm font-semibold text-ink">
              Delivers to
            </p>
            <Button size="sm" variant="ghost" className="text-danger" onClick={() => replace([])}>
              Remove all
            </Button>
          </div>
          <ul aria-labelledby={listId} className="grid max-h-80 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
            {fields.map((field, index) => {
              const pincodeError = problemText('Pincode', errors?.[index]?.pincode);
              const minutesError = problemText('Riding minutes', errors?.[index]?.travelMinutes);
              const latError = problemText('Centre latitude', errors?.[index]?.lat);
              const lngError = problemText('Centre longitude', errors?.[index]?.lng);
              // "both or neither" is about the row, not one input.
              const centreError = problemText('Centre', errors?.[index]?.message ? (errors[index] as FieldError) : undefined);
              const pincode = zones[index]?.pincode.trim() || `row ${index + 1}`;
              return (
                <li key={field.id} className="flex flex-col gap-1 rounded-lg border border-line bg-white p-2">
                  <div className="flex items-center gap-2">
                    <div className="min-w-0 flex-1">
                      <input
                        aria-label={`Pincode ${index + 1}`}
                        inputMode="numeric"
                        maxLength={PINCODE_DIGITS}
                        autoComplete="off"
                        aria-invalid={pincodeError ? true : undefined}
                        aria-describedby={pincodeError ? `${field.id}-pincode-error` : undefined}
                        className={pincodeError ? invalidInputClasses : inputClasses}
                        {...register(`zones.${index}.pincode`)}
                      />
                    </div>
                    <div className="w-20 shrink-0">
                      <input
                        aria-label={`Riding minutes to ${pincode}`}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={STORE_TRAVEL_MINUTES_MAX}
                        aria-invalid={minutesError ? true : undefined}
                        aria-describedby={minutesError ? `${field.id}-minutes-error` : undefined}
                        className={minutesError ? invalidInputClasses : inputClasses}
                        {...register(`zones.${index}.travelMinutes`)}
                      />
                    </div>
                    <span aria-hidden="true" className="text-xs text-ink-muted">
                      min
                    </span>
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={`Remove ${pincode}`}
                      className="flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-danger-soft hover:text-danger sm:size-9"
                    >
                      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                        <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                      </svg>
                    </button>
                  </div>
                  <CentreInputs index={index} pincode={pincode} fieldId={field.id} latError={latError} lngError={lngError} />
                  <FieldProblem id={`${field.id}-pincode-error`} problem={pincodeError} />
                  <FieldProblem id={`${field.id}-minutes-error`} problem={minutesError} />
                  <FieldProblem id={`${field.id}-lat-error`} problem={latError} />
                  <FieldProblem id={`${field.id}-lng-error`} problem={lngError} />
                  <FieldProblem id={`${field.id}-centre-error`} problem={centreError} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <FieldProblem id={`${listId}-error`} problem={listProblem} />
    </fieldset>
  );
}

/**
 * A pincode's centre: where the rider on the way is measured to (functions/core/rider-eta.ts). Both
 * blank is none (the shopper then sees the rider's age, not a distance); the server wants both or neither.
 */
function CentreInputs({ index, pincode, fieldId, latError, lngError }: { index: number; pincode: string; fieldId: string; latError?: string; lngError?: string }) {
  const { register } = useFormContext<StoreFormValues>();
  const input = (key: 'lat' | 'lng', label: string, error: string | undefined) => (
    <input
      aria-label={`${label} of ${pincode}`}
      inputMode="decimal"
      autoComplete="off"
      placeholder={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${fieldId}-${key}-error` : undefined}
      className={error ? invalidInputClasses : inputClasses}
      {...register(`zones.${index}.${key}`)}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-2">
      {input('lat', 'Centre latitude', latError)}
      {input('lng', 'Centre longitude', lngError)}
    </div>
  );
}
