import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../client.js';
import { keys, type Key } from '../keys.js';
import * as nameClaimItem from '../items/name-claim.js';
import { listCategories } from '../repos/categories.js';
import { listSubCategories } from '../repos/subcategories.js';
import { batchGet } from '../repos/batch-get.js';
import { claimPut } from '../repos/name-claims.js';

export interface NameClaimsResult {
  /** Claims written now (names saved before claims existed). */
  claimed: number;
  /** Names another category (or sub category) already holds: duplicates saved before claims existed. */
  duplicates: string[];
}

/**
 * Backfill for categories and sub categories saved before name claims (repos/name-claims.ts): puts
 * the missing claim of each name. Two Queries (the two partitions) and one BatchGet of the claims,
 * and a conditional Put per missing claim, so it needs no marker: safe to repeat, and run at every
 * start of the local stack (after the seed, which writes items directly) and by `npm run migrate`.
 * A duplicate the old check let through keeps no claim; renaming or deleting it works as usual.
 */
export async function backfillNameClaims(): Promise<NameClaimsResult> {
  const [categories, subCategories] = await Promise.all([listCategories(), listSubCategories()]);
  const wanted = [
    ...categories.map((c) => ({ key: keys.categoryName(c.name), id: c._id, name: c.name })),
    ...subCategories.map((s) => ({ key: keys.subCategoryName(s.name), id: s._id, name: s.name })),
  ];
  const existing = await batchGet(wanted.map((w) => w.key), { consistent: true });
  const owners = new Map(existing.map((item) => [String(item.pk), nameClaimItem.fromItem(item)]));
  const result: NameClaimsResult = { claimed: 0, duplicates: [] };
  for (const { key, id, name } of wanted) {
    const owner = owners.get(key.pk);
    if (owner === id) continue;
    if (owner === undefined && (await claim(key, id))) {
      owners.set(key.pk, id);
      result.claimed++;
    } else {
      result.duplicates.push(name);
    }
  }
  return result;
}

async function claim(key: Key, ownerId: string): Promise<boolean> {
  try {
    await db.send(new PutCommand(claimPut(key, ownerId)));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
