import { logger } from './logger.js';

/** One step of a change that spans several services, and how to take it back. */
export interface Step {
  do: () => Promise<unknown>;
  undo?: () => Promise<unknown>;
}

/**
 * Runs the steps in order (false and undefined ones are skipped). When a step fails, the steps done
 * before it are undone, last first, and its error is thrown: a failure changes nothing. An undo
 * that fails as well is logged and the others still run; the step's error is the one thrown.
 */
export async function allOrNothing(steps: readonly (Step | false | undefined)[]): Promise<void> {
  const done: Step[] = [];
  for (const step of steps) {
    if (!step) continue;
    try {
      await step.do();
    } catch (err) {
      for (const finished of done.reverse()) {
        await finished.undo?.().catch((undoError: unknown) => {
          logger.error('could not undo a step of a failed change', { error: undoError as Error, failure: err as Error });
        });
      }
      throw err;
    }
    done.push(step);
  }
}
