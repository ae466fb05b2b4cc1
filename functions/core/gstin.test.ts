import { describe, expect, it } from 'vitest';
import { gstinCheckChar, gstinProblem, gstState } from './gstin.js';

describe('GSTIN', () => {
  it('accepts a real GSTIN of its own state', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1ZV', ' maharashtra ')).toBeUndefined();
  });

  it('refuses a wrong shape, a wrong check character, an unknown state and another state\'s code', () => {
    expect(gstinProblem('27AAPFU0939F1Z', 'Maharashtra')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv', 'Maharashtra')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1ZW', 'Maharashtra')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1ZV', 'Atlantis')).toMatch(/not a state/);
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe('GSTIN: a Karnataka GSTIN begins with 29');
  });

  it('a check character made by the rule passes for every state', () => {
    const body = '29AAACQ1234B1Z';
    expect(gstinProblem(body + gstinCheckChar(body), 'Karnataka')).toBeUndefined();
    expect(gstState('tamil  nadu')).toBe('Tamil Nadu');
  });
});
