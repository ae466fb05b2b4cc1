import { randomUUID } from 'node:crypto';
import type { ApiResponse } from '../helpers.js';
import type { Account, CatalogRefs, RouteKey } from './support.js';

/**
 * A sample: one valid-looking request per route, keyed by 'METHOD /path' of the routes manifest. The
 * authorization matrix sends it as every caller, the fuzzer mutates it.
 *
 * Rules for a sample:
 * - It must not destroy or add seeded data other test files rely on: updates and deletes name a
 *   made-up `_id` (404), creates refer to a made-up category or repeat a seeded name (4xx).
 * - Writes to the caller's own profile are fine: the security suites use throwaway accounts.
 * - Every route of the manifest has one (tsc and the authorization matrix hold it): a route added to
 *   functions/api/routes.ts without a sample in a part (samples-shop.ts, samples-operations.ts) fails both, naming the key to add.
 * - `expect` (built routes only) is the exact status for callers the gateway and the admin check let
 *   through; without it the matrix checks only the status class.
 */
export interface SampleRequest {
  body?: unknown;
  /** Extra headers; an `authorization` here replaces the caller's (refresh-token reads its own). */
  headers?: Record<string, string>;
}

export interface SampleContext {
  /** Who calls (undefined: anonymous). */
  caller: Account | undefined;
  /** An account whose credentials a public route may need in the request itself (a refresh token). */
  spare: Account;
  catalog: CatalogRefs;
}

export interface Sample {
  /** Called afresh for every request, so e-mails and names can be unique. */
  request: (ctx: SampleContext) => SampleRequest;
  expect?: number;
  /** A fuzzed variant of this sample may still be valid; its write is harmless (own throwaway account, fresh e-mail). */
  harmlessWhenAccepted?: true;
  /** Takes back what an accepted (fuzzed) request created, as the admin who sent it. */
  undo?: (accepted: ApiResponse, adminToken: string) => Promise<void>;
}

/** Samples for some of the manifest's routes: each part file holds one area's (samples.ts joins them). */
export type SamplePart = Partial<Record<RouteKey, Sample>>;

// What the parts share: an id nothing has, fresh names and e-mails, the fields of a product and a store.
export const MADE_UP_ID = 'sec-no-such-id-0000';
export const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
export const randomEmail = () => `${unique('sec-nobody')}@example.com`;
export const PASSWORD = 'Probe#Basket1';
export const anImage = (purpose: string) => `/media/${purpose}/sec-probe.png`;

export const productFields = (catalog: CatalogRefs) => ({
  name: 'Security Probe Tea',
  description: 'A product that is never stored.',
  unit: '250 g',
  image: [anImage('product')],
  category: [{ _id: catalog.category._id, name: catalog.category.name }],
  subCategory: [{ _id: catalog.subCategory._id, name: catalog.subCategory.name }],
  stock: 10,
  price: 120.5,
  discount: 5,
  more_details: { Origin: 'Assam' },
});

export const storeFields = {
  address_line: '1 Probe Street',
  city: 'Mumbai',
  pincode: '400001',
  mobile: '9876543210',
  prepMinutes: 3,
  maxOpenOrders: 10,
  hours: [{ day: 'mon', open: '06:00', close: '23:00' }],
  paused: false,
  reason: '',
};
