import { describe, expect, it } from 'vitest';
import { allOrNothing } from './all-or-nothing.js';

describe('allOrNothing', () => {
  it('runs every step in order and undoes nothing when all succeed', async () => {
    const log: string[] = [];
    await allOrNothing([
      { do: async () => log.push('a'), undo: async () => log.push('undo a') },
      false,
      { do: async () => log.push('b') },
    ]);
    expect(log).toEqual(['a', 'b']);
  });

  it('undoes the finished steps, last first, not the failed one, and throws its error', async () => {
    const log: string[] = [];
    const failure = new Error('c failed');
    const run = allOrNothing([
      { do: async () => log.push('a'), undo: async () => log.push('undo a') },
      { do: async () => log.push('b'), undo: async () => log.push('undo b') },
      {
        do: async () => {
          throw failure;
        },
        undo: async () => log.push('undo c'),
      },
      { do: async () => log.push('d') },
    ]);
    await expect(run).rejects.toBe(failure);
    expect(log).toEqual(['a', 'b', 'undo b', 'undo a']);
  });

  it('keeps undoing when an undo fails, and throws the step’s error, not the undo’s', async () => {
    const log: string[] = [];
    const failure = new Error('c failed');
    const run = allOrNothing([
      { do: async () => log.push('a'), undo: async () => log.push('undo a') },
      {
        do: async () => log.push('b'),
        undo: async () => {
          throw new Error('undo b failed');
        },
      },
      {
        do: async () => {
          throw failure;
        },
      },
    ]);
    await expect(run).rejects.toBe(failure);
    expect(log).toEqual(['a', 'b', 'undo a']);
  });
});
