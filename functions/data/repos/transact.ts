import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import type { Key } from '../keys.js';
import type * as categoryItem from '../items/category.js';
import type * as subCategoryItem from '../items/subcategory.js';
import { updateNamed, type AttributeOf } from '../update.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One item of a transaction and what it means when its condition fails. */
export interface Step<F> {
  item: TransactItem;
  /** `old` is the item as it was (when it existed), from ReturnValuesOnConditionCheckFailure. */
  onConditionFailed?: (old: Record<string, unknown> | undefined) => F;
  /** Runs once the transaction has committed (this container's caches learn of its own write). */
  afterCommit?: () => void;
}

export type TransactResult<F> = { ok: true } | { ok: false; failure: F };

const CONFLICT_RETRIES = 3;

export interface TransactOptions {
  /** Attempts when another transaction holds the same items (hot items need more). */
  conflictRetries?: number;
  /** Told the index of every step whose condition failed (the answer names the first only). */
  conditionFailures?: (index: number) => void;
}

/**
 * Runs the steps as one TransactWriteItems. A failed condition becomes the step's failure value
 * (nothing is written); a conflict with another transaction on the same items is retried.
 */
export async function transact<F>(steps: readonly Step<F>[], options: TransactOptions = {}): Promise<TransactResult<F>> {
  const retries = options.conflictRetries ?? CONFLICT_RETRIES;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: steps.map((s) => s.item) }));
      for (const step of steps) step.afterCommit?.();
      return { ok: true };
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const reasons = err.CancellationReasons ?? [];
      reasons.forEach((r, i) => {
        if (r.Code === 'ConditionalCheckFailed') options.conditionFailures?.(i);
      });
      const failedAt = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      const step = steps[failedAt];
      if (failedAt >= 0 && step?.onConditionFailed) {
        return { ok: false, failure: step.onConditionFailed(reasons[failedAt]?.Item as Record<string, unknown> | undefined) };
      }
      const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
      if (conflict && attempt < retries) {
        await new Promise((resolve) => setTimeout(resolve, 25 * Math.min(attempt, 8) + Math.random() * 50 * attempt));
        continue;
      }
      throw err;
    }
  }
}

/** A number attribute of a ReturnValuesOnConditionCheckFailure item (raw AttributeValue or plain). */
export function numberOf(item: Record<string, unknown> | undefined, attribute: string): number | undefined {
  const value = item?.[attribute];
  if (typeof value === 'number') return value;
  const raw = (value as { N?: string } | undefined)?.N;
  return raw === undefined ? undefined : Number(raw);
}

/** A string attribute of a ReturnValuesOnConditionCheckFailure item (raw AttributeValue or plain). */
export function stringOf(item: Record<string, unknown> | undefined, attribute: string): string | undefined {
  const value = item?.[attribute];
  if (typeof value === 'string') return value;
  return (value as { S?: string } | undefined)?.S;
}

/** The usage counters the catalog's links keep, declared by the category and sub category items. */
export type LinkCounter = Extract<AttributeOf<typeof categoryItem.schema> | AttributeOf<typeof subCategoryItem.schema>, 'subCategoryCount' | 'productCount'>;

/** +delta on a usage counter of an item that must exist (a link to something gone fails the transaction). */
export function counterStep<F>(key: Key, attribute: LinkCounter, delta: number, onMissing: () => F): Step<F> {
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: key,
        ...updateNamed<LinkCounter>().add(attribute, delta).when((c) => c.itemExists()).build(),
      },
    },
    onConditionFailed: onMissing,
  };
}

/** The item must still exist when the transaction commits (links kept by an update). */
export function existsStep<F>(key: Key, onMissing: () => F): Step<F> {
  return {
    item: { ConditionCheck: { TableName: tableName, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
    onConditionFailed: onMissing,
  };
}

/**
 * The next `updatedAt` for an optimistic write: now, but always later than what was read, so the
 * `updatedAt = :seen` condition of a concurrent writer that read the same state fails.
 */
export function nextUpdatedAt(seen: string | undefined): string {
  const now = Date.now();
  const previous = seen ? Date.parse(seen) : Number.NaN;
  return new Date(Number.isFinite(previous) && previous >= now ? previous + 1 : now).toISOString();
}
