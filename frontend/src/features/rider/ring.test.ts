import { afterEach, describe, expect, it } from 'vitest';
import { resetRing, ring, VIBRATION, type RingDeps } from './ring';

/** A stand-in for the browser's AudioContext that records the tones it is asked to play. */
function recordingAudio() {
  const tones: number[] = [];
  class Recorder {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createOscillator() {
      const oscillator = { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => tones.push(oscillator.frequency.value), stop: () => {} };
      return oscillator;
    }
    createGain() {
      return { gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} }, connect: (node: unknown) => node };
    }
  }
  return { tones, AudioContext: Recorder as unknown as typeof AudioContext };
}

afterEach(resetRing);

describe('ringing for a new delivery', () => {
  it('beeps two tones and vibrates where the browser can', () => {
    const audio = recordingAudio();
    const vibrated: number[][] = [];
    const deps: RingDeps = { AudioContext: audio.AudioContext, vibrate: (pattern) => (vibrated.push(pattern), true) };
    expect(ring(deps)).toEqual({ sound: true, vibration: true });
    expect(audio.tones).toEqual([880, 1320]);
    expect(vibrated).toEqual([VIBRATION]);
  });

  it('does what it can without sound or vibration, never throwing', () => {
    expect(ring({})).toEqual({ sound: false, vibration: false });
    const failing = class {
      constructor() {
        throw new Error('not allowed');
      }
    } as unknown as typeof AudioContext;
    expect(ring({ AudioContext: failing, vibrate: () => false })).toEqual({ sound: false, vibration: false });
  });
});
