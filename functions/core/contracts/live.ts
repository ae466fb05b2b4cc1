import type { AdminApiOrder, ApiOrder } from '../order-api.js';
import type { RiderApiOrder } from '../rider-order.js';

/**
 * The live channel (`/ws`, functions/ws/ and consumers/live-orders.ts; the site's lib/live/).
 *
 * The browser connects to `/ws?token=<Cognito access token>` (a browser cannot set headers on a
 * WebSocket). The server sends one message per change of an order the reader may read, the order as
 * POST /api/order/details answers that reader: the shopper's own order, or any order with its
 * shopper for an admin, or what the rider screen needs for the rider it is assigned to (RiderApiOrder). The browser may send `{ action: 'ping' }`, answered `{ type: 'pong' }`
 * (keeps an idle connection open: API Gateway closes one after 10 minutes without traffic).
 */
export interface LiveOrderMessage {
  type: 'order';
  order: ApiOrder | AdminApiOrder | RiderApiOrder;
}

export interface LivePong {
  type: 'pong';
}

/**
 * Read what you show again: sent to the rider an admin took an order from (their screen drops it),
 * with nothing of the order itself.
 */
export interface LiveResync {
  type: 'resync';
}

/**
 * Where the rider of an order out for delivery is (PUT /api/rider/location), sent to the order's
 * shopper and the admins only: at most one every ~10 s, `at` when the server took it. `distanceMetres`
 * and `etaMinutes` (core/rider-eta.ts) are to `destination`, the centre of the address's pincode in
 * its store's zone table; all three null when the zone has no centre.
 */
export interface LiveRiderMessage {
  type: 'rider';
  orderId: string;
  lat: number;
  lng: number;
  at: string;
  etaMinutes: number | null;
  distanceMetres: number | null;
  destination: { lat: number; lng: number } | null;
}

/** A claim of the shopper's order was decided (docs/claims.md): sent to that shopper and the admins only. */
export interface LiveClaimMessage {
  type: 'claim';
  orderId: string;
  claimId: string;
  state: 'approved' | 'rejected';
}

export type LiveMessage = LiveOrderMessage | LiveRiderMessage | LiveClaimMessage | LivePong | LiveResync;

/** What the browser sends. */
export interface LivePing {
  action: 'ping';
}

/** The query parameter that carries the access token on connect. */
export const LIVE_TOKEN_PARAM = 'token';

/** The path of the channel on the site's origin (CloudFront behaviour; the local gateway). */
export const LIVE_PATH = '/ws';
