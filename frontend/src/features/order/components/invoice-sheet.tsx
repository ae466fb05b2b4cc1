import type { InvoiceDocument, InvoiceRow } from '@core/invoice-document';
import { formatPaise } from '@core/money';

const money = (paise: number) => formatPaise(paise);
const issuedOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * One tax invoice or credit note as printed: the seller, where it was delivered, a row per line
 * and fee with its HSN/SAC, taxable value and tax (CGST + SGST in the seller's state, else IGST),
 * the tip untaxed, the total in figures and words. On a phone the table scrolls sideways.
 */
export function InvoiceSheet({ doc }: { doc: InvoiceDocument }) {
  const title = doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const headingId = `doc-${doc.number.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="invoice-sheet flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 text-sm text-ink shadow-sm print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            {title}
          </h2>
          <p>
            No. <span className="font-semibold break-all">{doc.number}</span>
          </p>
          {doc.againstNumber ? <p>Against invoice {doc.againstNumber}</p> : null}
          <p>
            Date <time dateTime={doc.issuedAt}>{issuedOn(doc.issuedAt)}</time> · Order {doc.orderId}
          </p>
        </div>
        <div className="text-right">
          <p className="font-semibold">{doc.seller.name}</p>
          <p>GSTIN {doc.seller.gstin}</p>
          <p>{doc.seller.state}</p>
        </div>
      </header>
      <p>
        <span className="font-semibold">Delivered to:</span> {doc.deliverTo.address} · Place of supply {doc.deliverTo.state}
      </p>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[36rem] border-collapse text-left text-xs sm:text-sm">
          <caption className="sr-only">{`${title} lines: prices include GST`}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1.5 pr-2">Item</th>
              <th scope="col" className="py-1.5 pr-2">HSN/SAC</th>
              <th scope="col" className="py-1.5 pr-2 text-right">Qty</th>
              <th scope="col" className="py-1.5 pr-2 text-right">Taxable</th>
              <th scope="col" className="py-1.5 pr-2 text-right">GST</th>
              {doc.sameState ? (
                <>
                  <th scope="col" className="py-1.5 pr-2 text-right">CGST</th>
                  <th scope="col" className="py-1.5 pr-2 text-right">SGST</th>
                </>
              ) : (
                <th scope="col" className="py-1.5 pr-2 text-right">IGST</th>
              )}
              <th scope="col" className="py-1.5 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {doc.rows.map((row, index) => (
              <Row key={index} row={row} sameState={doc.sameState} />
            ))}
            {doc.tipPaise > 0 ? (
              <tr className="border-b border-line">
                <th scope="row" className="py-1.5 pr-2 font-normal">Tip for the rider (not taxed)</th>
                <td colSpan={doc.sameState ? 6 : 5} />
                <td className="py-1.5 text-right">{money(doc.tipPaise)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-x-4 gap-y-1">
        <dt>Taxable value</dt>
        <dd className="text-right">{money(doc.taxablePaise)}</dd>
        <dt>GST included</dt>
        <dd className="text-right">{money(doc.taxPaise)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold">{money(doc.totalPaise)}</dd>
      </dl>
      <p className="font-semibold">{doc.totalInWords}</p>
    </section>
  );
}

function Row({ row, sameState }: { row: InvoiceRow; sameState: boolean }) {
  return (
    <tr className="border-b border-line align-top">
      <th scope="row" className="py-1.5 pr-2 font-normal">{row.description}</th>
      <td className="py-1.5 pr-2">{row.code ?? '—'}</td>
      <td className="py-1.5 pr-2 text-right">{row.quantity}</td>
      <td className="py-1.5 pr-2 text-right">{money(row.taxablePaise)}</td>
      <td className="py-1.5 pr-2 text-right">{row.gstRate} %</td>
      {sameState ? (
        <>
          <td className="py-1.5 pr-2 text-right">{money(row.cgstPaise)}</td>
          <td className="py-1.5 pr-2 text-right">{money(row.sgstPaise)}</td>
        </>
      ) : (
        <td className="py-1.5 pr-2 text-right">{money(row.igstPaise)}</td>
      )}
      <td className="py-1.5 text-right">{money(row.paidPaise)}</td>
    </tr>
  );
}
