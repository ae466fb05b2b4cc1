import { Link, useParams } from '@/lib/router';
import { Button, buttonClasses } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { RequireUser } from '@/features/auth/components/require-user';
import { useOrderInvoice } from '@/features/order/api/get-order-invoice';
import { InvoiceSheet } from '@/features/order/components/invoice-sheet';

/**
 * /invoice/{orderId}: a delivered order's tax invoice and its credit notes, to read or print. The
 * print style sheet (index.css) sets A4 and the site's header, footer and this page's buttons are
 * `print:hidden`, so the printout is the documents alone.
 */
export function InvoiceRoute() {
  const { orderId = '' } = useParams();
  return (
    <RequireUser>
      <InvoicePage orderId={orderId} />
    </RequireUser>
  );
}

function InvoicePage({ orderId }: { orderId: string }) {
  const invoice = useOrderInvoice(orderId);
  const back = (
    <Link to={`/dashboard/myorders/${orderId}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-hover hover:underline print:hidden">
      Back to the order
    </Link>
  );
  if (invoice.isPending) return <PageSpinner label="Loading the tax invoice" />;
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) {
      return (
        <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
          <title>No tax invoice · QuickBasket</title>
          <h1 className="text-xl font-bold text-ink">No tax invoice</h1>
          <p className="text-sm text-ink-muted">{invoice.error.message}</p>
          <Link to="/dashboard/myorders" className={buttonClasses()}>
            Back to My Orders
          </Link>
        </div>
      );
    }
    return (
      <>
        {back}
        <LoadError title="The tax invoice could not be loaded" query={invoice} />
      </>
    );
  }
  const { invoice: doc, creditNotes } = invoice.data;
  return (
    <article aria-labelledby="invoice-title" className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <title>{`Tax invoice ${doc.number} · QuickBasket`}</title>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <Button onClick={() => window.print()} className="max-sm:min-h-11 max-sm:flex-1">
          Print
        </Button>
      </div>
      <h1 id="invoice-title" className="sr-only">
        Tax invoice of order {doc.orderId}
      </h1>
      <InvoiceSheet doc={doc} />
      {creditNotes.map((note) => (
        <div key={note.number} className="print:break-before-page">
          <InvoiceSheet doc={note} />
        </div>
      ))}
    </article>
  );
}
