/**
 * The tax invoice call: an order's invoice and its credit notes as printed (core/invoice-document.ts),
 * amounts in integer paise (the fields ending in `Paise`) so the page prints them to the paisa.
 */
import * as z from 'zod';
import type { InvoiceDocument } from '../invoice-document.js';
import type { Call } from './envelope.js';
import { id } from './fields.js';

export const orderInvoiceBody = z.object({ orderId: id });

export interface OrderInvoiceReply {
  invoice: InvoiceDocument;
  /** One per refund after delivery, oldest first. */
  creditNotes: InvoiceDocument[];
}

export interface InvoiceCalls {
  /** The order's owner or an admin; 404 for anyone else, before delivery, and when the store could not invoice it. */
  'POST /api/order/invoice': Call<z.input<typeof orderInvoiceBody>, OrderInvoiceReply>;
}
