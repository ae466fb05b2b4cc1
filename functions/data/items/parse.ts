/**
 * How every stored item is read back: its zod schema parses what DynamoDB returned, so an item that
 * is not what its writers write (a manual edit, an old writer, a bug) fails loudly with its key at
 * the read, instead of travelling on as an `as` cast until something far away breaks. Attributes a
 * schema does not declare (the table keys, `type`) are dropped by the parse.
 */
import type * as z from 'zod';

/** An item as the document client returns it. */
export type RawItem = Record<string, unknown>;

/** `schema`'s output, or an Error naming the item type, its key and what is wrong. */
export function parseItem<S extends z.ZodType>(type: string, schema: S, raw: RawItem): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw malformed(type, raw, result.error.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join('; '));
}

export function malformed(type: string, raw: RawItem, issues: string): Error {
  return new Error(`malformed ${type} item ${String(raw.pk)}/${String(raw.sk)}: ${issues}`);
}

/**
 * Compile-time proof that a schema declares exactly a record type of core/ (which cannot import
 * data/): a field the schema left out would be silently dropped on every read.
 * Use: `const _exact: Same<z.output<typeof schema>, OrderRecord> = true;`
 */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
