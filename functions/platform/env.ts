import type { z } from 'zod';

/**
 * Parses the environment once, at cold start, for the module that calls it. Infra is the only
 * writer of these variables (the local stack plays infra locally); a missing one fails loudly.
 */
export function readEnv<S extends z.ZodType>(schema: S): z.infer<S> {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    // A rule over several variables (a refine) has no path: its message names them.
    const fields = parsed.error.issues.map((i) => (i.path.length ? i.path.join('.') : i.message)).join(', ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  return parsed.data;
}
