import { packedLine, packedNote } from '@core/packed-lines';
import type { Bill } from '@/components/bill-details';
import { ProductImage } from '@/components/product-image';
import { formatInr } from '@/lib/money';
import type { Order } from '@/features/order/types';

/**
 * The order's lines as they were bought: picture, name, unit, quantity × price paid, line total; a
 * line packed short says what was packed, what replaced the rest and what came back (core/packed-lines.ts).
 */
export function OrderLines({ order, label = 'Items in this order' }: { order: Pick<Order, 'items' | 'paymentMethod' | 'substitutions'>; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-line">
      {order.items.map((item) => (
        <li key={item.productId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-line bg-white p-1">
            <ProductImage src={item.image[0]} alt="" size={56} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="line-clamp-2 text-sm leading-snug font-medium text-ink">{item.name}</p>
            <p className="text-xs text-ink-muted">
              {item.unit ? `${item.unit} · ` : null}
              {item.quantity} × {formatInr(item.unitPrice)}
              {item.unitPrice !== item.price ? (
                <>
                  {' '}
                  <s>
                    <span className="sr-only">MRP </span>
                    {formatInr(item.price)}
                  </s>
                </>
              ) : null}
            </p>
            {item.packing ? <p className="text-xs font-semibold text-ink">{packingNote(order, item, item.packing.notPacked)}</p> : null}
          </div>
          <p className="shrink-0 text-right text-sm font-bold text-ink">
            <span className="sr-only">Line total </span>
            {formatInr(item.lineTotal)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A line's packing in words. An accepted substitute is charged what its missing units paid less what
 * the order says it costs less (`less`), so the note gives back exactly what the refund at Packed did.
 */
function packingNote(order: Pick<Order, 'paymentMethod' | 'substitutions'>, item: Order['items'][number], notPacked: number) {
  const line = { quantity: item.quantity, paidPaise: Math.round((item.paid ?? item.lineTotal) * 100) };
  const sub = order.substitutions.find((s) => s.lineId === item.productId && s.status === 'accepted');
  const substitute = sub && {
    name: sub.name,
    unit: sub.unit,
    quantity: sub.quantity,
    chargedPaise: packedLine(line, sub.quantity).notPackedPaise - Math.round(sub.less * 100),
  };
  return packedNote(packedLine(line, notPacked), order.paymentMethod, (paise) => formatInr(paise / 100), substitute);
}

/** An order's totals as the bill box reads them (delivery is free: the grand total is the discounted one). */
export function orderBill(order: Pick<Order, 'subTotalAmt' | 'totalAmt' | 'totalQuantity'>): Bill {
  return { itemsTotal: order.subTotalAmt, discountedTotal: order.totalAmt, totalQuantity: order.totalQuantity, grandTotal: order.totalAmt };
}
