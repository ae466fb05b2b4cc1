/**
 * The tax invoice and credit notes of a delivered order, as printed (pure, integer paise). Read from
 * the order and what its invoice kept at issue (seller, GST rates, HSN), never from today's store or
 * products. Each row's tax is inside what was paid for it (core/invoice.ts taxInside): the items at
 * what they were paid after the offer (linePaid), the fees as services (SAC 996813 at 18 %) less what
 * a free-delivery offer took off them, the tip untaxed. The rows and the tip add up to the order's
 * grand total exactly; a credit note's rows add up to its refund exactly.
 */
import { feesAsPaid } from './order-charges.js';
import { spreadDiscount } from './bill.js';
import { amountInWords, FEE_GST_PERCENT, FEE_SAC, GST_RATES, taxInside, type GstRate } from './invoice.js';
import { sameStateName } from './gstin.js';
import { linePaid, type OrderRecord } from './order-record.js';
import { unavailableUnits } from './picking.js';
import { unitsPaidPaise } from './refunds.js';
import type { StoreLegal } from './stores.js';

export interface InvoiceRow {
  description: string;
  /** HSN of goods, SAC of services; absent when the product has none. */
  code?: string;
  quantity: number;
  gstRate: number;
  /** What was paid for the row, tax inside: taxable + CGST + SGST + IGST. */
  paidPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  /** A credit note's invoice. */
  againstNumber?: string;
  orderId: string;
  seller: StoreLegal;
  deliverTo: { address: string; state: string };
  /** CGST + SGST when the delivery address is in the seller's state, else IGST. */
  sameState: boolean;
  rows: InvoiceRow[];
  tipPaise: number;
  taxablePaise: number;
  taxPaise: number;
  totalPaise: number;
  totalInWords: string;
}

/** A refund a credit note is issued for: its amount and, for a part refund by line, which lines. */
export interface CreditNoteRecord {
  number: string;
  issuedAt: string;
  refundId: string;
  amountPaise: number;
  lines?: { productId: string; quantity: number }[];
}

type InvoicedOrder = Pick<OrderRecord, 'orderId' | 'lines' | 'address' | 'totals' | 'charges' | 'invoice'> & Partial<Pick<OrderRecord, 'paymentMethod' | 'pick'>>;

/**
 * Units of a line neither delivered nor paid for: a cash order's units the picker could not find
 * (its total dropped by what they paid when it was packed, core/picking.ts). A card order's were
 * refunded instead, and that refund's credit note gives them back against the invoice as paid.
 */
function unitsShort(order: InvoicedOrder, productId: string): number {
  if (order.paymentMethod !== 'cod') return 0;
  return unavailableUnits(order.pick).find((u) => u.productId === productId)?.quantity ?? 0;
}

const asRate = (rate: number): GstRate => {
  const known = GST_RATES.find((r) => r === rate);
  if (known === undefined) throw new Error(`not a GST rate: ${rate}`);
  return known;
};

function row(description: string, code: string | undefined, quantity: number, rate: GstRate, paidPaise: number, sameState: boolean): InvoiceRow {
  return { description, ...(code ? { code } : {}), quantity, gstRate: rate, paidPaise, ...taxInside(paidPaise, rate, sameState) };
}


function summed(base: Omit<InvoiceDocument, 'taxablePaise' | 'taxPaise' | 'totalPaise' | 'totalInWords'>): InvoiceDocument {
  const taxablePaise = base.rows.reduce((sum, r) => sum + r.taxablePaise, 0);
  const paid = base.rows.reduce((sum, r) => sum + r.paidPaise, 0);
  const totalPaise = paid + base.tipPaise;
  return { ...base, taxablePaise, taxPaise: paid - taxablePaise, totalPaise, totalInWords: amountInWords(totalPaise) };
}

const addressText = (a: InvoicedOrder['address']) => `${a.address_line}, ${a.city}, ${a.state} ${a.pincode}`;

/** The order's tax invoice (it must have one). */
export function invoiceDocument(order: InvoicedOrder): InvoiceDocument {
  const invoice = order.invoice;
  if (!invoice) throw new Error(`order ${order.orderId} has no invoice`);
  const sameState = sameStateName(invoice.seller.state, order.address.state);
  const lines = order.lines.map((line, i) => {
    const taxed = invoice.lines[i];
    if (!taxed) throw new Error(`order ${order.orderId}: its invoice has no GST for line ${i + 1}`);
    const short = unitsShort(order, line.productId);
    const paid = linePaid(line) - unitsPaidPaise(linePaid(line), line.quantity, 0, short);
    return row(`${line.name} (${line.unit})`, taxed.hsn, line.quantity - short, asRate(taxed.gstRate), paid, sameState);
  });
  // A cash order's accepted substitutes were delivered and paid for at what they were charged; taxed as
  // the line they stand in for (same sub category), since the invoice keeps GST per order line only.
  const substitutes = order.paymentMethod === 'cod'
    ? (order.pick?.substitutions ?? []).flatMap((s) => {
        const i = order.lines.findIndex((l) => l.productId === s.lineId);
        const taxed = invoice.lines[i];
        return s.status === 'accepted' && taxed ? [row(`${s.name} (${s.unit})`, taxed.hsn, s.quantity, asRate(taxed.gstRate), s.chargedPaise, sameState)] : [];
      })
    : [];
  const fees = feesAsPaid(order)
    .filter((f) => f.paidPaise > 0)
    .map((f) => row(f.label, FEE_SAC, 1, FEE_GST_PERCENT, f.paidPaise, sameState));
  return summed({
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderId: order.orderId,
    seller: invoice.seller,
    deliverTo: { address: addressText(order.address), state: order.address.state },
    sameState,
    rows: [...lines, ...substitutes, ...fees],
    tipPaise: order.charges?.tipPaise ?? 0,
  });
}

/** What each weight's share of `amountPaise` is, in proportion, whole paise adding up exactly. */
function apportion(weights: readonly number[], amountPaise: number): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const left = spreadDiscount(weights, amountPaise);
  return total === 0 ? weights.map(() => 0) : weights.map((w, i) => w - (left[i] ?? 0));
}

/**
 * A credit note against the order's invoice for one refund: the refund spread over the lines it
 * gave back (in proportion to what they were paid), or over the whole invoice (its tip too) when it
 * named none or gave back more than those lines; each share's tax is inside it, at its row's rate.
 */
export function creditNoteDocument(order: InvoicedOrder, note: CreditNoteRecord): InvoiceDocument {
  const invoice = invoiceDocument(order);
  const lineCount = order.lines.length;
  const byLine = note.lines && note.lines.length > 0
    ? invoice.rows.map((r, i) => {
        const line = order.lines[i];
        const given = i < lineCount && line ? note.lines!.filter((l) => l.productId === line.productId).reduce((sum, l) => sum + l.quantity, 0) : 0;
        return line ? Math.floor((r.paidPaise * Math.min(given, line.quantity)) / line.quantity) : 0;
      })
    : undefined;
  const useLines = byLine !== undefined && byLine.reduce((s, w) => s + w, 0) >= note.amountPaise;
  const weights = useLines ? [...byLine, 0] : [...invoice.rows.map((r) => r.paidPaise), invoice.tipPaise];
  if (note.amountPaise > weights.reduce((s, w) => s + w, 0)) throw new Error(`credit note ${note.number}: more than the invoice`);
  const shares = apportion(weights, note.amountPaise);
  const rows = invoice.rows
    .map((r, i) => ({ r, credited: shares[i] ?? 0 }))
    .filter(({ credited }) => credited > 0)
    .map(({ r, credited }) => {
      const line = order.lines[invoice.rows.indexOf(r)];
      const quantity = useLines && line ? note.lines!.filter((l) => l.productId === line.productId).reduce((s, l) => s + l.quantity, 0) : r.quantity;
      return row(r.description, r.code, quantity, asRate(r.gstRate), credited, invoice.sameState);
    });
  return summed({
    ...invoice,
    kind: 'credit_note',
    number: note.number,
    issuedAt: note.issuedAt,
    againstNumber: invoice.number,
    rows,
    tipPaise: shares[weights.length - 1] ?? 0,
  });
}
