import { z } from 'zod';

/** Field schemas shared by several routes, so the same input gets the same answer everywhere. */
export const id = z.string().trim().min(1, 'is required').max(64, 'is too long');

export const name = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');

/** Images are served by the site itself under /media/ (see DESIGN.md); nothing else is stored. */
export const imageUrl = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/^\/media\/[a-z-]+\/[A-Za-z0-9._-]+$/, 'must be an image uploaded through /api/file/upload');
