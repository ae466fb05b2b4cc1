/**
 * A new delivery for the rider: a short two-tone beep (WebAudio) and a buzz where the browser allows
 * (navigator.vibrate: Android Chrome; iOS has none). Browsers only let a page make sound after the
 * rider has touched it once (autoplay rules): the On duty switch is such a touch, so the audio
 * context is made there (`unlockRing`) and reused for every ring after.
 */
export interface RingDeps {
  AudioContext?: typeof AudioContext;
  vibrate?: (pattern: number[]) => boolean;
}

const BEEPS: readonly { hz: number; at: number }[] = [
  { hz: 880, at: 0 },
  { hz: 1320, at: 0.18 },
];
const BEEP_SECONDS = 0.15;
export const VIBRATION: number[] = [200, 100, 200];

let context: AudioContext | null = null;

function browserDeps(): RingDeps {
  const audio = (globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext }).AudioContext
    ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return { AudioContext: audio, vibrate: typeof nav?.vibrate === 'function' ? (pattern) => nav.vibrate(pattern) : undefined };
}

/** Make (or wake) the audio context inside a user gesture, so later rings can sound. */
export function unlockRing(deps: RingDeps = browserDeps()): void {
  try {
    if (!context && deps.AudioContext) context = new deps.AudioContext();
    if (context?.state === 'suspended') void context.resume().catch(() => {});
  } catch {
    context = null;
  }
}

/** Beep and buzz once; silently does what the browser allows. Returns what it did (for tests). */
export function ring(deps: RingDeps = browserDeps()): { sound: boolean; vibration: boolean } {
  let sound = false;
  try {
    unlockRing(deps);
    if (context && context.state !== 'closed') {
      const start = context.currentTime;
      for (const beep of BEEPS) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = beep.hz;
        gain.gain.setValueAtTime(0.0001, start + beep.at);
        gain.gain.exponentialRampToValueAtTime(0.3, start + beep.at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + beep.at + BEEP_SECONDS);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start + beep.at);
        oscillator.stop(start + beep.at + BEEP_SECONDS + 0.02);
      }
      sound = true;
    }
  } catch {
    sound = false;
  }
  let vibration = false;
  try {
    vibration = deps.vibrate?.(VIBRATION) ?? false;
  } catch {
    vibration = false;
  }
  return { sound, vibration };
}

/** Forget the audio context (tests). */
export function resetRing(): void {
  context = null;
}
