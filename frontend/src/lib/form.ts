import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import type * as z from 'zod';
import { problemSentence } from '@core/contracts/problems';
import { ApiError, type FieldProblem } from './api-client';

/**
 * react-hook-form's resolver for a schema made of the server's own field schemas
 * (functions/core/contracts/fields.ts, catalog-fields.ts), so a form refuses what the server would, in the
 * same words. The submit handler gets the values as typed: each form builds its request from them
 * as it always has, and the server parses that again.
 */
export function formResolver<V extends I, I extends FieldValues>(schema: z.ZodType<unknown, I>): Resolver<V> {
  // The form's values (V) are inputs the schema takes (I), e.g. a PIN code typed as text where the
  // server also takes a number; with `raw` the resolver hands back those very values.
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;
}

/**
 * The shared schemas word a problem as the end of a sentence about the field ("is required", "must
 * be at most 80 characters"): the form puts the field's label in front, as the server does
 * (core/contracts/problems.ts). A message that is a sentence already ("Enter a 6-digit PIN code",
 * the spec's mismatch toast) stays as it is.
 */
export function problemText(label: string, error: Pick<FieldError, 'message'> | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return problemSentence(label, message);
}

/**
 * The fields a refused call (400) names, each with its problem in plain words, for those of this
 * form (`fieldOf` maps the server's field path to the form's, or null): what the form's own check
 * could not know (an image read back from the bucket) goes under its field too.
 */
export function serverFieldProblems<F extends string>(error: unknown, fieldOf: (field: string) => F | null): { field: F; text: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.problems.flatMap((problem: FieldProblem) => {
    const field = fieldOf(problem.field);
    return field === null ? [] : [{ field, text: problem.message }];
  });
}

/**
 * handleSubmit's second argument: the problems are under their fields, and the first one (in the
 * order of `labels`, the form's order) is also toasted, as the server's refusal was before the form
 * checked for itself (SPEC section 8).
 */
export function toastFirstProblem<V extends FieldValues>(labels: Partial<Record<keyof V & string, string>>) {
  return (errors: FieldErrors<V>) => {
    for (const [field, label] of Object.entries(labels) as [keyof V & string, string][]) {
      const text = problemText(label, errors[field] as FieldError | undefined);
      if (text) {
        toast.error(text);
        return;
      }
    }
  };
}
