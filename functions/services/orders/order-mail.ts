import * as z from 'zod';
import { mailKindFor, orderMail, type OrderMailKind } from '../../core/order-mail.js';
import type { OrderRecord } from '../../core/order-record.js';
import { getProfile } from '../../data/repos/users.js';
import { readEnv } from '../../platform/env.js';
import { logger } from '../../platform/logger.js';
import { sendMail } from '../../platform/mail.js';

const env = readEnv(z.object({ SITE_URL: z.url() }));

/**
 * Tells the shopper about their order's new status by mail, when that status is news (see
 * core/order-mail.ts). Called after the change is written: a mail that fails is logged and never
 * fails or undoes the change.
 */
export async function mailOrderUpdate(order: OrderRecord): Promise<void> {
  // The timeline's last entry is this change; the one before it is where the order came from.
  const kind = mailKindFor(order.status, order.timeline?.at(-2)?.status);
  if (kind) await mail(kind, order);
}

/** Tells the shopper that one refund of their order succeeded, with its amount. */
export async function mailRefunded(order: OrderRecord, refundPaise: number): Promise<void> {
  await mail('refunded', order, refundPaise);
}

async function mail(kind: OrderMailKind, order: OrderRecord, refundPaise?: number): Promise<void> {
  try {
    const profile = await getProfile(order.userId);
    if (!profile?.email) {
      logger.warn('order mail not sent: the shopper has no e-mail', { orderId: order._id, kind });
      return;
    }
    await sendMail(profile.email, orderMail(kind, order, { name: profile.name, siteUrl: env.SITE_URL }, refundPaise));
  } catch (error) {
    logger.error('order mail not sent', { orderId: order._id, kind, error: error as Error });
  }
}
