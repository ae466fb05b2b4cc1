import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@core/limits';
import { cn } from '@/lib/cn';

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  /** Ids of the text that describes the code (where it was sent). */
  describedBy?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * SPEC section 5 "OTP": six single-character boxes. Typing moves to the next box, Backspace on an
 * empty box goes back, the arrow keys move, and pasting (or the phone's one-time-code autofill)
 * spreads a whole code over the boxes.
 */
export function OtpInput({ value, onChange, disabled, describedBy }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from box `start` on and puts the focus after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    const from = digits.length >= OTP_LENGTH ? 0 : start;
    const written = digits.slice(0, OTP_LENGTH - from).split('');
    written.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focusBox(from + written.length);
  };

  const onBoxChange = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (digits === '') {
      if (text === '') onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    if (digits.length === 1) return fill(index, digits);
    // A new digit typed beside the old one: keep the new one.
    const previous = value[index] ?? '';
    if (digits.length === 2 && previous !== '' && digits.includes(previous)) {
      return fill(index, digits[0] === previous ? (digits[1] ?? '') : (digits[0] ?? ''));
    }
    fill(index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const plainKey = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (plainKey && /^\d$/.test(event.key) && event.key === value[index]) {
      // Typing over a box the digit it already holds leaves its value as it was, so React sends no
      // change (re-typing a code over a pasted one stalled here): move on to the next box anyway.
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Backspace' && (value[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (digits !== '') fill(index, digits);
  };

  return (
    <div role="group" aria-label="Verification code" aria-describedby={describedBy} className="flex justify-between gap-1.5 sm:gap-2.5">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={value[index] ?? ''}
          onChange={(event) => onBoxChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          aria-label={`Digit ${index + 1}`}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={index === 0}
          className={cn(
            'aspect-square w-full max-w-14 min-w-0 rounded-xl border bg-slate-50 text-center text-xl font-bold text-ink outline-none transition-colors',
            'focus:border-brand focus:bg-white focus:ring-2 focus:ring-brand/25 disabled:opacity-60 sm:text-2xl',
            value[index] ? 'border-brand/60 bg-white' : 'border-line',
          )}
        />
      ))}
    </div>
  );
}
