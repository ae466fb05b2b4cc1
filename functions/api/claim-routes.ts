/**
 * The routes of claims after delivery (docs/claims.md), spread into the manifest (routes.ts). A
 * claim and a decision pay money back, so both honour an Idempotency-Key; the shopper's calls name
 * their own order (another's is 404); the claim segment is admins' only.
 */
import type { RouteEntry } from './routes.js';

export const claimRoutes = [
  { method: 'POST', path: '/api/order/claim', handler: 'order/report-problem', auth: 'user', data: 'read-write', uses: ['uploads', 'payments', 'mail', 'livePush'], idempotent: true },
  { method: 'POST', path: '/api/order/claims', handler: 'order/get-order-claims', auth: 'user', data: 'read' },
  { method: 'POST', path: '/api/claim/get', handler: 'claim/get-claims', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/claim/decide', handler: 'claim/decide-claim', auth: 'admin', data: 'read-write', uses: ['payments', 'mail', 'livePush'], idempotent: true },
] as const satisfies readonly RouteEntry[];
