import type { z } from 'zod';

/**
 * Parses the environment once, at cold start, for the module that calls it. Infra is the only
 * writer of these variables (the local stack plays infra locally); a missing one fails loudly.
 */
export function readEnv<S extends z.ZodType>(schema: S): z.infer<S> {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  return parsed.data;
}
