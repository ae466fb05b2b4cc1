import { useId, useState } from 'react';
import { MAX_TIP_PAISE } from '@core/bill';

const TIP_RUPEES_MAX = MAX_TIP_PAISE / 100;

const PRESETS = [10, 20, 30] as const;

/**
 * "Tip your rider": none (the default), ₹10, ₹20, ₹30 or another whole amount up to ₹200. Radio
 * buttons in a fieldset, so arrows move between them and a screen reader names the group; the
 * whole tip goes to the rider who delivers.
 */
export function TipChooser({ tip, onChange, disabled }: { tip: number; onChange: (rupees: number) => void; disabled?: boolean }) {
  const name = useId();
  const otherId = useId();
  const problemId = useId();
  const [other, setOther] = useState(false);
  const [text, setText] = useState('');
  const parsed = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  const problem = other && text.trim() !== '' && !(parsed >= 1 && parsed <= TIP_RUPEES_MAX) ? `Enter a whole amount from ₹1 to ₹${TIP_RUPEES_MAX}` : null;
  const choose = (rupees: number, isOther = false) => {
    setOther(isOther);
    onChange(rupees);
  };
  const option = 'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line px-3 text-sm font-semibold has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand';
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-bold text-ink">Tip your rider</legend>
      <p className="text-xs text-ink-muted">The whole tip goes to the rider who delivers your order.</p>
      <div className="grid grid-cols-5 gap-1.5">
        <label className={option}>
          <input type="radio" name={name} className="sr-only" checked={!other && tip === 0} onChange={() => choose(0)} />
          None
        </label>
        {PRESETS.map((rupees) => (
          <label key={rupees} className={option}>
            <input type="radio" name={name} className="sr-only" checked={!other && tip === rupees} onChange={() => choose(rupees)} />
            ₹{rupees}
          </label>
        ))}
        <label className={option}>
          <input type="radio" name={name} className="sr-only" checked={other} onChange={() => choose(Number.isNaN(parsed) ? 0 : Math.min(parsed, TIP_RUPEES_MAX), true)} />
          Other
        </label>
      </div>
      {other ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={otherId} className="text-xs font-semibold text-ink">
            Tip amount (₹1 to ₹{TIP_RUPEES_MAX})
          </label>
          <input
            id={otherId}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setText(value);
              const rupees = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
              onChange(rupees >= 1 && rupees <= TIP_RUPEES_MAX ? rupees : 0);
            }}
            className="h-11 rounded-lg border border-line px-3 text-sm"
          />
          {problem ? (
            <p id={problemId} role="alert" className="text-xs font-semibold text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
