import { useCallback, useRef } from 'react';

/**
 * One submit at a time, decided at the click itself. A mutation's `isPending` (which disables the
 * button) only reaches the screen at React's next render, so the second click of a double click
 * could still find the button live and send the call again: the category or address was saved
 * twice. `submitOnce(start)` runs `start(done)` unless the previous start has not called
 * `done` yet (pass it as the mutation's onSettled).
 */
export function useSubmitOnce(): (start: (done: () => void) => void) => void {
  const busy = useRef(false);
  return useCallback((start) => {
    if (busy.current) return;
    busy.current = true;
    start(() => {
      busy.current = false;
    });
  }, []);
}
