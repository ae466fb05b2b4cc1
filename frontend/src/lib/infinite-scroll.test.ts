import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrolledFraction, throttle } from './infinite-scroll';

describe('scrolledFraction', () => {
  it('is the bottom of the viewport over the page height', () => {
    expect(scrolledFraction(0, 800, 4000)).toBe(0.2);
    expect(scrolledFraction(2400, 800, 4000)).toBe(0.8);
  });

  it('is 1 when the page does not scroll', () => {
    expect(scrolledFraction(0, 800, 600)).toBe(1);
    expect(scrolledFraction(0, 800, 0)).toBe(1);
  });
});

describe('throttle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per wait, with a trailing call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the trailing call when cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
