/**
 * A line's substitution preference (core/substitution.ts SubstitutionPreference) as cart lines and
 * order lines store it: a module of its own, so the order's declaration does not bring the cart line's.
 */
import * as z from 'zod';

export const preference = z.union([z.enum(['best_match', 'dont_replace']), z.object({ productId: z.string() })]);
