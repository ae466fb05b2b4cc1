import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('is 32 hex characters without hyphens', () => {
    expect(newId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sorts by creation time and is unique', () => {
    const earlier = newId(1_700_000_000_000);
    const later = newId(1_700_000_000_001);
    expect(earlier < later).toBe(true);
    expect(new Set(Array.from({ length: 1000 }, () => newId(5))).size).toBe(1000);
  });
});
