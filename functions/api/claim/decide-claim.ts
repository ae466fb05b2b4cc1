import { decideClaimBody, type ApiClaim } from '../../core/contracts/claim.js';
import { route, type Answer } from '../route.js';
import { decideClaim } from '../../services/claims/claims.js';

/** Admins approve all or part of a claim (paid back at once) or reject it with a reason the shopper reads. */
export const handler = route({ auth: 'admin', idempotent: true, body: decideClaimBody }, async ({ body, caller }): Promise<Answer<ApiClaim>> => {
  const decision = body.approve ? { approve: body.approve } : { reject: body.reject ?? '' };
  const claim = await decideClaim(body.claimId, decision, caller.userId);
  return { message: claim.state === 'approved' ? 'Claim approved' : 'Claim rejected', data: claim };
});
