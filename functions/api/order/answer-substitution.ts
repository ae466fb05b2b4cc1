import { substitutionAnswerBody } from '../../core/contracts/substitution.js';
import type { ApiOrder } from '../../core/order-api.js';
import { answerSubstitution } from '../../services/picking/substitution-answer.js';
import { route, type Answer } from '../route.js';

/** The shopper accepts or rejects the substitute a picker proposed for a line of their order. */
export const handler = route({ auth: 'user', idempotent: true, body: substitutionAnswerBody }, async ({ body, caller }): Promise<Answer<ApiOrder>> => {
  const order = await answerSubstitution(caller.userId, body);
  return { message: body.accept ? 'Replacement accepted' : 'Replacement rejected', data: order };
});
