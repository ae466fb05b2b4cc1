import { ratingScoresBody, type ApiRatingScores } from '../../core/contracts/rating.js';
import { route, type Answer } from '../route.js';
import { ratingScores } from '../../services/ratings/ratings.js';

/** Admins: a store's delivery score and its riders', each over their newest 100 ratings. */
export const handler = route({ auth: 'admin', body: ratingScoresBody }, async ({ body }): Promise<Answer<ApiRatingScores>> => ({
  message: 'Rating scores',
  data: await ratingScores(body.storeId),
}));
