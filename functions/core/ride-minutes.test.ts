import { describe, expect, it } from 'vitest';
import { HANDOVER_MINUTES, riderRoundTripMinutes } from './ride-minutes.js';

describe('riderRoundTripMinutes', () => {
  it('is out and back at the mean of the store\'s zones, rounded up, and the handover between', () => {
    expect(riderRoundTripMinutes([{ travelMinutes: 4 }, { travelMinutes: 8 }])).toBe(12 + HANDOVER_MINUTES);
    // Mean 4.5: 9 minutes of riding. Mean 4.25: 8.5, rounded up to 9 (a rider back late breaks the promise).
    expect(riderRoundTripMinutes([{ travelMinutes: 4 }, { travelMinutes: 5 }])).toBe(9 + HANDOVER_MINUTES);
    expect(riderRoundTripMinutes([{ travelMinutes: 4 }, { travelMinutes: 4 }, { travelMinutes: 4 }, { travelMinutes: 5 }])).toBe(9 + HANDOVER_MINUTES);
  });

  it('is the handover alone for a store with no zones', () => {
    expect(riderRoundTripMinutes([])).toBe(HANDOVER_MINUTES);
  });
});
