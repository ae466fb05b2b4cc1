/**
 * What the peak section makes for itself before a run: the three demo stores set for the peak
 * (open at every hour, not paused, the designed capacity rule), one product of its own stocked at
 * each, three riders per store (added by the admin, as on the Riders page) and a few shoppers per
 * store with an address at that store's pincodes. `restore` puts the stores back as they were, so
 * a section after this one meets the demo stores it expects.
 */
import { randomUUID } from 'node:crypto';
import type { ApiStore } from '../functions/core/contracts/store.js';
import { WEEKDAYS } from '../functions/core/stores.js';
import { signInByApi, type Session } from './page.js';
import { newAddress, newProducts, newShopper, signInDemo } from './section-fixtures.js';

/** The load the stores are designed for: riders per store and the capacity rule they run under. */
export const DESIGN = {
  ridersPerStore: 3,
  /** Open orders per rider on duty: busy past 1, paused at 2, open again below 1 (core/capacity.ts). */
  capacity: { busyPerRider: 1, pausePerRider: 2, resumePerRider: 1 },
  /** Shoppers per store who take turns at checkout (one checkout each at a time). */
  shoppersPerStore: 8,
} as const;

const RIDER_PASSWORD = 'Rider#Peak12345';

/** Open at every hour: what the run orders must not depend on the time of day it runs. */
const ALL_DAY = WEEKDAYS.map((day) => ({ day, open: '00:00', close: '00:00' }));

export interface PeakShopper extends Session {
  addressId: string;
  pincode: string;
}

export interface PeakStore {
  store: ApiStore;
  productId: string;
  riders: Session[];
  shoppers: PeakShopper[];
  /** Where riders leave from: the mean of its zone centres (the seed places them around the store). */
  origin: { lat: number; lng: number };
}

export interface PeakWorld {
  base: string;
  admin: Session;
  stores: PeakStore[];
  restore(): Promise<void>;
}

export interface Answer<T> {
  status: number;
  data?: T;
  message?: string;
}

/** One API call as the site makes it; the status and body, whatever they are. */
export async function request<T>(base: string, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': randomUUID(),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
  return { status: res.status, data: json.data, message: json.message };
}

/** One call that must succeed; its data. */
export async function must<T>(base: string, method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const answer = await request<T>(base, method, path, token, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.message ?? ''}`);
  return answer.data as T;
}

const originOf = (store: ApiStore) => {
  const centres = store.zones.filter((z) => z.lat !== undefined && z.lng !== undefined);
  if (centres.length === 0) throw new Error(`${store.name} has no zone centres: the riders' positions need them`);
  return {
    lat: centres.reduce((n, z) => n + (z.lat as number), 0) / centres.length,
    lng: centres.reduce((n, z) => n + (z.lng as number), 0) / centres.length,
  };
};

async function newRider(base: string, admin: Session, store: ApiStore, index: number): Promise<Session> {
  const email = `bench-peak-rider-${randomUUID().slice(0, 8)}@example.com`;
  await must(base, 'POST', '/api/rider/create', admin.accessToken, { name: `Peak Rider ${index + 1}`, email, mobile: '9880012345', storeId: store._id });
  // As "Forgot password?" would: the stack's user pool runs in this process.
  const { setPassword } = await import('../functions/platform/cognito.js');
  await setPassword(email, RIDER_PASSWORD);
  return signInByApi(base, email, RIDER_PASSWORD);
}

async function newPeakShopper(base: string, store: ApiStore, index: number): Promise<PeakShopper> {
  const shopper = await newShopper(base, 'peak');
  const pincode = store.zones[index % store.zones.length]!.pincode;
  return { ...shopper, addressId: await newAddress(base, shopper, pincode), pincode };
}

/** The demo stores set for the peak, with the section's own product, riders and shoppers; `stock` units of the product at each. */
export async function makeWorld(base: string, stock: number): Promise<PeakWorld> {
  const admin = await signInDemo(base, 'admin');
  const stores = (await must<ApiStore[]>(base, 'GET', '/api/store/get', admin.accessToken)).slice(0, 3);
  if (stores.length < 3) throw new Error(`the peak runs across the three demo stores; found ${stores.length}`);
  const before = stores.map((s) => ({ _id: s._id, hours: s.hours, paused: s.paused, reason: s.reason, capacity: s.capacity ?? null, capacityMode: s.capacityMode ?? 'auto' }));
  const restore = async () => {
    for (const fields of before) await must(base, 'PUT', '/api/store/update', admin.accessToken, fields);
  };
  for (const s of stores) {
    await must(base, 'PUT', '/api/store/update', admin.accessToken, { _id: s._id, hours: ALL_DAY, paused: false, reason: '', capacity: DESIGN.capacity, capacityMode: 'auto' });
  }
  const products = await newProducts(base, 'peak', stores.length, stock);
  const made: PeakStore[] = [];
  for (const [i, store] of stores.entries()) {
    const productId = products[i]!._id;
    // newProducts stocks the default store; the others get the same units here.
    if (!store.isDefault) await must(base, 'PUT', '/api/store/update-stock', admin.accessToken, { storeId: store._id, productId, stock, stockSeen: 0 });
    const riders: Session[] = [];
    for (let r = 0; r < DESIGN.ridersPerStore; r++) riders.push(await newRider(base, admin, store, r));
    const shoppers: PeakShopper[] = [];
    for (let k = 0; k < DESIGN.shoppersPerStore; k++) shoppers.push(await newPeakShopper(base, store, k));
    made.push({ store, productId, riders, shoppers, origin: originOf(store) });
  }
  return { base, admin, stores: made, restore };
}

/** How often a long run renews every session's access token: the local user pool's last 15 minutes (Cognito's default, an hour). */
const RENEW_EVERY_MS = 10 * 60_000;

/**
 * Renews the access tokens of the world's sessions (the admin, riders and shoppers) every few minutes
 * with their refresh tokens, as the site's Amplify does, so a run longer than a token's life (a slow
 * simulated clock, a long drain) is not cut short by 401s. The sessions are changed in place; calls
 * read `accessToken` when they are made. Returns the stop.
 */
export function keepSessionsFresh(world: PeakWorld): () => void {
  const sessions: Session[] = [world.admin, ...world.stores.flatMap((at) => [...at.riders, ...at.shoppers])];
  const renew = async () => {
    for (const session of sessions) {
      const fresh = await must<{ accessToken: string }>(world.base, 'POST', '/api/user/refresh-token', session.refreshToken);
      session.accessToken = fresh.accessToken;
    }
  };
  const timer = setInterval(() => void renew().catch((error: unknown) => console.error(`renewing the peak's sessions: ${(error as Error).message}`)), RENEW_EVERY_MS);
  return () => clearInterval(timer);
}

/** Switches two orders a trip on or off at every store of the run (the store setting `batching`). */
export async function setBatching(world: PeakWorld, batching: boolean): Promise<void> {
  for (const { store } of world.stores) await must(world.base, 'PUT', '/api/store/update', world.admin.accessToken, { _id: store._id, batching });
}
