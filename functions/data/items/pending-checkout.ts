/**
 * The shopper's one card order awaiting payment: `USER#<sub>` / `PENDING_CHECKOUT`, `orderId`.
 * Written with each card order on the condition that it names the order read, replaced (never
 * cleared) by the next; stale once that order moved on.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({ orderId: z.string() });

export const toItem = (userId: string, orderId: string) => ({ ...keys.pendingCheckout(userId), type: 'pending-checkout' as const, orderId });

export const fromItem = (raw: RawItem): string => parseItem('pending checkout', schema, raw).orderId;
