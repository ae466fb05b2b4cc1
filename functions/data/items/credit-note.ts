/**
 * A credit note against an order's tax invoice, one per refund after delivery:
 * `CREDIT_NOTES#<orderId>` / `REFUND#<refundId>` (an order's notes are one Query), put
 * `attribute_not_exists` in the transaction that takes its serial (repos/invoices.ts), so a refund
 * has one note however often its events arrive. The record is core/invoice-document.ts CreditNoteRecord.
 */
import * as z from 'zod';
import type { CreditNoteRecord } from '../../core/invoice-document.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const schema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  refundId: z.string(),
  amountPaise: z.number().int(),
  lines: z.array(z.object({ productId: z.string(), quantity: z.number().int() })).optional(),
});
const _exact: Same<z.output<typeof schema>, CreditNoteRecord> = true;

export const key = keys.creditNote;

export const toItem = (orderId: string, note: CreditNoteRecord) => ({ ...keys.creditNote(orderId, note.refundId), type: 'credit-note' as const, orderId, ...note });

export const fromItem = (raw: RawItem): CreditNoteRecord => parseItem('credit note', schema, raw);
