/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`): for work a page's first
 * paint does not need, so its code and calls do not compete with the page's own. Browsers without
 * requestIdleCallback run it after the current task.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else window.setTimeout(work, 0);
}
