/**
 * The store admins' low-stock digests: at most one per store every DIGEST_EVERY_MINUTES. Alerts
 * claimed by the consumer (services/stores/low-stock-alerts.ts) wait in the store's pending list; whoever takes
 * the store's digest slot (one conditional write) mails all of them as one digest and deletes
 * exactly those. The consumer tries right after adding alerts (a quiet store's first alert goes at
 * once); the digest job (jobs/low-stock-digests.ts, every few minutes) sends what waited. Nothing
 * scans: the job lists the stores (a handful) and Queries each one's pending range.
 */
import * as z from 'zod';
import { DIGEST_EVERY_MS, digestCutoff, lowStockMail } from '../../core/low-stock.js';
import { ADMIN_GROUP } from '../../core/roles.js';
import { deletePendingAlerts, giveDigestSlotBack, listPendingAlerts, takeDigestSlot } from '../../data/repos/low-stock.js';
import { listStores } from '../../data/repos/stores.js';
import { groupMemberEmails } from '../../platform/cognito.js';
import { readEnv } from '../../platform/env.js';
import { logger } from '../../platform/logger.js';
import { sendMail } from '../../platform/mail.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

/** The admins' addresses, kept a few minutes per container (a batch of alerts asks once). */
const KEEP_ADMINS_MS = 5 * 60_000;
let admins: { at: number; emails: Promise<string[]> } | undefined;
function adminEmails(): Promise<string[]> {
  if (!admins || Date.now() - admins.at > KEEP_ADMINS_MS) {
    const emails = groupMemberEmails(ADMIN_GROUP);
    admins = { at: Date.now(), emails };
    emails.catch(() => (admins = undefined));
  }
  return admins.emails;
}

/**
 * Mails the store's pending alerts as one digest if its slot is free (last digest `everyMs` ago or
 * none); returns how many alerts it mailed (0: not due, or nothing pending). A failed mail gives the
 * slot back and keeps the alerts pending, then throws.
 */
export async function sendDigestIfDue(store: { _id: string; name: string }, now = new Date(), everyMs = DIGEST_EVERY_MS): Promise<number> {
  const slot = await takeDigestSlot(store._id, now.getTime(), digestCutoff(now.getTime(), everyMs));
  if (!slot) return 0;
  let pending;
  try {
    pending = await listPendingAlerts(store._id);
    if (pending.length > 0) {
      const recipients = await adminEmails();
      const mail = lowStockMail(store, pending, env.SITE_URL);
      for (const to of recipients) await sendMail(to, mail);
      if (recipients.length === 0) logger.warn('low stock: no admin to tell', { storeId: store._id, products: pending.length });
    }
  } catch (error) {
    await giveDigestSlotBack(store._id, slot);
    throw error;
  }
  // Nothing waited: the slot stays free for the next alert.
  if (pending.length === 0) await giveDigestSlotBack(store._id, slot);
  else await deletePendingAlerts(store._id, pending);
  return pending.length;
}

export interface DigestRunSummary {
  stores: number;
  mailed: number;
  failed: number;
}

/** The digest job: every store's due digest (a store that fails does not stop the others). */
export async function sendDueDigests(now = new Date(), everyMs = DIGEST_EVERY_MS): Promise<DigestRunSummary> {
  const stores = await listStores();
  const summary: DigestRunSummary = { stores: stores.length, mailed: 0, failed: 0 };
  for (const store of stores) {
    try {
      summary.mailed += await sendDigestIfDue(store, now, everyMs);
    } catch (error) {
      summary.failed++;
      logger.error('low stock: digest failed', { storeId: store._id, error: error as Error });
    }
  }
  return summary;
}
