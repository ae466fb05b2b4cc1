/**
 * Whether a screen on show keeps its order data fresh through the live channel (./channel.ts): while
 * one does, order queries do not poll on their own; the channel polls for them only while it is not
 * connected. Tiny and loaded with the queries, so they can ask without loading the channel itself.
 */
let holders = 0;

/** True while a screen holds the live channel (useLive). */
export const liveManaged = (): boolean => holders > 0;

/** A screen starts keeping fresh through the channel; call the returned function when it stops. */
export function holdLive(): () => void {
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
  };
}
