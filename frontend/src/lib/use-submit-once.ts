import { useState } from 'react';

/** `submitOnce(start)`, and `release()` for a guard whose call will never call `done`. */
export interface SubmitOnce {
  (start: (done: () => void) => void): void;
  /**
   * Frees the guard from outside the call: a page the browser restores as it was left (Back from a
   * payment page) shows its buttons again, though the call that left never settled here.
   */
  release: () => void;
}

/**
 * One submit at a time, decided at the click itself. A mutation's `isPending` (which disables the
 * button) only reaches the screen at React's next render, so the second click of a double click
 * could still find the button live and send the call again: the category or address was saved
 * twice. `submitOnce(start)` runs `start(done)` unless the previous start has not called `done` yet
 * (pass it as the mutation's onSettled, or call it where the screen may take another submit).
 */
export function useSubmitOnce(): SubmitOnce {
  const [submitOnce] = useState<SubmitOnce>(() => {
    let busy = false;
    const start = (begin: (done: () => void) => void) => {
      if (busy) return;
      busy = true;
      begin(() => {
        busy = false;
      });
    };
    return Object.assign(start, {
      release: () => {
        busy = false;
      },
    });
  });
  return submitOnce;
}
