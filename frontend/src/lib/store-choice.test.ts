import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Serviceability } from '@core/stores';
import { currentStoreId, getStoreChoice, setStoreChoice, type StoreChoice } from './store-choice';
import { LOCATION_KEY, parseStoreChoice, storeIdOf } from './stored-location';
import { memoryStorage } from './test-support';

const answer = (over: Partial<Serviceability> = {}): Serviceability => ({
  pincode: '560001',
  serviceable: true,
  store: { _id: 'store-blr', name: 'Bengaluru Indiranagar', city: 'Bengaluru' },
  etaMinutes: 9,
  open: true,
  opensAt: null,
  paused: false,
  reason: '',
  busy: false,
  highDemand: false,
  canOrder: true,
  message: '',
  ...over,
});

const bengaluru: StoreChoice = { pincode: '560001', place: 'Bengaluru', answer: answer() };
const unserved: StoreChoice = {
  pincode: '560099',
  place: '',
  answer: answer({ pincode: '560099', serviceable: false, store: null, etaMinutes: null, open: false, canOrder: false, message: "We don't deliver to 560099 yet" }),
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  setStoreChoice(null);
  vi.unstubAllGlobals();
});

describe('the stored location', () => {
  it('reads back what was stored, and nothing from an unreadable or foreign value', () => {
    expect(parseStoreChoice(JSON.stringify(bengaluru))).toEqual(bengaluru);
    for (const raw of [null, '', 'not json', '"560001"', '{"pincode":"560001"}', 'null', '0']) expect(parseStoreChoice(raw)).toBeNull();
  });

  it('names the chosen store; the default store (null) with no choice or an unserved pincode', () => {
    expect(storeIdOf(bengaluru)).toBe('store-blr');
    expect(storeIdOf(unserved)).toBeNull();
    expect(storeIdOf(null)).toBeNull();
  });
});

describe('the store choice', () => {
  it('is remembered in localStorage, and every reader sees a change at once', () => {
    expect(getStoreChoice()).toBeNull();
    setStoreChoice(bengaluru);
    expect(JSON.parse(localStorage.getItem(LOCATION_KEY) ?? 'null')).toEqual(bengaluru);
    expect(getStoreChoice()).toEqual(bengaluru);
    expect(currentStoreId()).toBe('store-blr');
    setStoreChoice(unserved);
    expect(currentStoreId()).toBeNull();
  });

  it('gives the same object while nothing changed (useSyncExternalStore needs that), and follows another tab or a logout', () => {
    setStoreChoice(bengaluru);
    expect(getStoreChoice()).toBe(getStoreChoice());
    // Another tab chose; this one sees it at its next read.
    localStorage.setItem(LOCATION_KEY, JSON.stringify(unserved));
    expect(getStoreChoice()).toEqual(unserved);
    // A logout clears all storage (SPEC section 4).
    localStorage.clear();
    expect(getStoreChoice()).toBeNull();
  });

  it('keeps the choice for this page when storage refuses it (a privacy mode)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    setStoreChoice(bengaluru);
    expect(getStoreChoice()).toEqual(bengaluru);
  });
});
