import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { useOrderInvoice } from '@/features/order/api/get-order-invoice';

/**
 * On a delivered order's page: the link to its printable tax invoice, or why it has none (its
 * store has no seller details). Asked only once the order was delivered.
 */
export function OrderInvoiceLink({ orderId, delivered }: { orderId: string; delivered: boolean }) {
  const invoice = useOrderInvoice(orderId, delivered);
  if (!delivered) return null;
  if (invoice.isPending) return <p className="text-sm text-ink-muted" role="status">Looking for the tax invoice…</p>;
  if (invoice.isError) {
    const none = invoice.error instanceof ApiError && invoice.error.status === 404;
    return <p className="text-sm text-ink-muted">{none ? invoice.error.message : 'The tax invoice could not be loaded. Try again later.'}</p>;
  }
  const notes = invoice.data.creditNotes.length;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Link to={`/invoice/${orderId}`} className={buttonClasses({ variant: 'outline' })}>
        View tax invoice
      </Link>
      <p className="min-w-0 text-xs break-all text-ink-muted">
        No. {invoice.data.invoice.number}
        {notes > 0 ? ` · ${notes} credit note${notes > 1 ? 's' : ''}` : ''}
      </p>
    </div>
  );
}
