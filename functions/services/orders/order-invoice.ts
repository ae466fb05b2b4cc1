/**
 * The tax invoice of a delivered order and the credit notes of its refunds after delivery
 * (core/invoice-document.ts): issued with gapless serials per store and financial year
 * (data/repos/invoices.ts), read by the order's shopper and admins.
 */
import { creditNoteDocument, invoiceDocument, type CreditNoteRecord, type InvoiceDocument } from '../../core/invoice-document.js';
import { creditNoteNumber, financialYear, invoiceNumber, invoicePrefixCandidates } from '../../core/invoice.js';
import type { OrderInvoice, OrderRecord } from '../../core/order-record.js';
import { takeInvoicePrefix } from '../../data/repos/invoice-prefixes.js';
import { issueCreditNote, issueInvoice, listCreditNotes } from '../../data/repos/invoices.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getProductsAtStore } from '../../data/repos/products.js';
import { getStore } from '../../data/repos/stores.js';
import { NotFound } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import type { Caller } from '../../platform/route.js';
import { ownOrder, orderForCaller } from './order-access.js';

/** The store's part of its numbers, short (GST's 16 characters) and its own: taken at its first invoice. */
async function storePrefix(store: { _id: string; name: string; invoicePrefix?: string }): Promise<string> {
  return store.invoicePrefix ?? takeInvoicePrefix(store._id, invoicePrefixCandidates(store.name));
}

/**
 * Issues a delivered order's invoice once, from the store's seller details and the products' GST
 * rates and HSN as they are now, kept on the invoice. A store without seller details (or an order
 * from before stores) gets none: logged, and the order's page says no invoice is available.
 */
export async function issueOrderInvoice(order: OrderRecord): Promise<OrderRecord> {
  if (order.status !== 'delivered' || order.invoice) return order;
  const store = order.storeId ? await getStore(order.storeId, { consistent: true }) : undefined;
  if (!store?.legal) {
    logger.warn('no tax invoice: the store has no seller details (legal name, GSTIN, state)', { orderId: order._id, storeId: order.storeId });
    return order;
  }
  const products = await getProductsAtStore(undefined, order.lines.map((l) => l.productId), { consistent: true });
  const issuedAt = new Date(order.deliveredAt ?? Date.now());
  const year = financialYear(issuedAt);
  const lines = order.lines.map((l) => {
    const record = products.get(l.productId)?.record;
    return { gstRate: record?.gstRate ?? 0, ...(record?.hsn ? { hsn: record.hsn } : {}) };
  });
  const prefix = await storePrefix(store);
  const invoice = (serial: number): OrderInvoice => ({ number: invoiceNumber(prefix, year, serial), issuedAt: issuedAt.toISOString(), seller: store.legal!, lines });
  await issueInvoice(order, store._id, year, invoice);
  return (await getOrder(order.userId, order._id)) ?? order;
}

/**
 * A credit note for each refund of the invoiced order that succeeded and has none yet (once per
 * refund: the note's put is conditional), with the refund's lines when an admin chose them.
 * Called where refunds are recorded (the refund events, an admin's part refund) and when the
 * invoice is read, so a note whose issue did not finish is issued then. Answers the order's notes.
 */
export async function issueDueCreditNotes(order: OrderRecord): Promise<CreditNoteRecord[]> {
  const notes = await listCreditNotes(order._id);
  if (!order.invoice || !order.storeId) return notes;
  const noted = new Set(notes.map((n) => n.refundId));
  const due = (order.refunds ?? []).filter((r) => r.status === 'succeeded' && !noted.has(r.id));
  if (due.length === 0) return notes;
  const store = await getStore(order.storeId, { consistent: true });
  // The invoice's own prefix: a store deleted since keeps its series through the invoice's number.
  const prefix = store ? await storePrefix(store) : order.invoice.number.split('/')[0]!;
  for (const refund of due) {
    const issuedAt = new Date();
    const year = financialYear(issuedAt);
    await issueCreditNote(order._id, order.storeId, year, (serial) => ({
      number: creditNoteNumber(prefix, year, serial),
      issuedAt: issuedAt.toISOString(),
      refundId: refund.id,
      amountPaise: refund.amountPaise,
      ...(refund.lines ? { lines: refund.lines } : {}),
    }));
  }
  return listCreditNotes(order._id);
}

/** The same, for a writer of refunds that must not fail for it: logged, and issued when the invoice is next read. */
export async function creditNotesAfterRefund(order: OrderRecord): Promise<void> {
  try {
    await issueDueCreditNotes(order);
  } catch (err) {
    logger.error('a credit note was not issued', { orderId: order._id, error: err });
  }
}

export interface OrderInvoiceView {
  invoice: InvoiceDocument;
  creditNotes: InvoiceDocument[];
}

/**
 * The order's invoice and credit notes for its shopper or an admin. Anyone else, an order not yet
 * delivered, or one whose store could not invoice it: 404 (the page says why it has none).
 */
export async function invoiceForCaller(caller: Caller, orderId: string): Promise<OrderInvoiceView> {
  const found = caller.isAdmin ? await orderForCaller(caller, orderId) : await ownOrder(caller, orderId);
  // Issued at delivery (an order effect); one whose issue did not finish then is issued now.
  const order = await issueOrderInvoice(found);
  if (!order.invoice) {
    throw new NotFound(order.deliveredAt ? 'No tax invoice is available for this order' : 'The tax invoice is issued when the order is delivered');
  }
  const notes = await issueDueCreditNotes(order);
  return { invoice: invoiceDocument(order), creditNotes: notes.map((note) => creditNoteDocument(order, note)) };
}
