import { useEffect, useState } from 'react';

/** SPEC section 2: the phrases the search bar cycles through, forever. */
export const SEARCH_PHRASES = [
  'Search "milk"',
  'Search "bread"',
  'Search "sugar"',
  'Search "panner"',
  'Search "chocolate"',
  'Search "curd"',
  'Search "rice"',
  'Search "egg"',
  'Search "chips"',
] as const;

const TYPING_SPEED_MS = 50;
const PAUSE_MS = 1000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Types each phrase a character at a time, pauses, then erases back to what the next phrase shares
 * ('Search "') and types on. With reduced motion it just shows the first phrase.
 */
function useTypingLoop(phrases: readonly string[]): string {
  const [reduced] = useState(prefersReducedMotion);
  const [text, setText] = useState(() => (reduced ? (phrases[0] ?? '') : ''));

  useEffect(() => {
    if (reduced || phrases.length === 0) return;
    let shown = '';
    let index = 0;
    let timer: ReturnType<typeof setTimeout>;

    const step = () => {
      const target = phrases[index] ?? '';
      if (shown === target) {
        index = (index + 1) % phrases.length;
        timer = setTimeout(step, PAUSE_MS);
        return;
      }
      shown = target.startsWith(shown) ? target.slice(0, shown.length + 1) : shown.slice(0, -1);
      setText(shown);
      timer = setTimeout(step, TYPING_SPEED_MS);
    };

    timer = setTimeout(step, TYPING_SPEED_MS);
    return () => clearTimeout(timer);
  }, [phrases, reduced]);

  return text;
}

export function TypingPlaceholder() {
  const text = useTypingLoop(SEARCH_PHRASES);
  return (
    <span aria-hidden="true" className="truncate">
      {/* The caret is the text's own right border: a caret of its own moved with every letter typed,
          which the browser counts as a layout shift (every page has this field). */}
      <span className="animate-caret border-r border-ink-muted pr-px">{text}</span>
    </span>
  );
}
