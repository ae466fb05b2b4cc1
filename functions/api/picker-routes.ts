/**
 * The picking calls of the routes manifest (routes.ts spreads them in; its header says what each
 * field means). `picker`: the Cognito group PICKER, bound to one store (another store's orders are
 * 404), or an admin at any store. Scan and unavailable honour an Idempotency-Key: a retried request
 * must not count a unit twice.
 */
import type { RouteEntry } from './routes.js';

export const pickerRoutes = [
  { method: 'GET', path: '/api/picker/get', handler: 'picker/get-pickers', auth: 'admin', data: 'read' },
  { method: 'POST', path: '/api/picker/create', handler: 'picker/create-picker', auth: 'admin', data: 'read-write', uses: ['userPool', 'mail'], idempotent: true },
  { method: 'POST', path: '/api/picker/queue', handler: 'picker/get-pick-queue', auth: 'picker', data: 'read' },
  { method: 'POST', path: '/api/picker/start', handler: 'picker/start-picking', auth: 'picker', data: 'read-write' },
  { method: 'POST', path: '/api/picker/scan', handler: 'picker/scan-item', auth: 'picker', data: 'read-write', idempotent: true },
  { method: 'POST', path: '/api/picker/unavailable', handler: 'picker/mark-unavailable', auth: 'picker', data: 'read-write', idempotent: true },
  // Packed moves the order as the admin's Packed does (its mail, dispatch) and refunds what was not packed.
  { method: 'POST', path: '/api/picker/packed', handler: 'picker/pack-order', auth: 'picker', data: 'read-write', uses: ['mail', 'payments'] },
  { method: 'PUT', path: '/api/store/update-shelf', handler: 'store/update-shelf', auth: 'admin', data: 'read-write' },
  { method: 'POST', path: '/api/store/stock-gaps', handler: 'store/get-stock-gaps', auth: 'admin', data: 'read' },
] as const satisfies readonly RouteEntry[];
