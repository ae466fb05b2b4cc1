import { claimQueueBody, type ApiClaimQueue } from '../../core/contracts/claim.js';
import { route, type Answer } from '../route.js';
import { claimQueue } from '../../services/claims/claim-queue.js';

/** Admins: a store's claims, open ones oldest first, with their evidence and the shopper's history. */
export const handler = route({ auth: 'admin', body: claimQueueBody }, async ({ body }): Promise<Answer<ApiClaimQueue>> => ({
  message: 'Claims',
  data: await claimQueue(body.storeId),
}));
