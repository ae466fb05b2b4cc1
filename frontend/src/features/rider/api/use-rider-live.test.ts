import { describe, expect, it } from 'vitest';
import { isNewAssignment } from './use-rider-live';

describe('when the rider screen rings', () => {
  it('rings for an order that was not shown before', () => {
    expect(isNewAssignment(null, 'o1')).toBe(true);
    expect(isNewAssignment('o1', 'o2')).toBe(true);
  });
  it('not for the delivery there when the screen opened, the same one again, or none', () => {
    expect(isNewAssignment(undefined, 'o1')).toBe(false);
    expect(isNewAssignment('o1', 'o1')).toBe(false);
    expect(isNewAssignment('o1', null)).toBe(false);
  });
});
