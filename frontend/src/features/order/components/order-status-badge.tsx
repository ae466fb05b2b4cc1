import { STATUS_LABELS } from '@core/order-states';
import { cn } from '@/lib/cn';
import type { OrderStatus } from '@/features/order/types';

/**
 * One colour per status, every pair at least 4.5:1 (WCAG AA for the badge's small bold text):
 * yellow waits for money, greens move towards the door (solid once delivered), red failed, greys
 * are over, orange and purple are refunds still owed or under way.
 */
const LOOK: Record<OrderStatus, string> = {
  pending_payment: 'bg-accent-soft text-[#8a5a00]',
  placed: 'bg-brand-soft text-brand-hover',
  packed: 'bg-[#e6f4f1] text-[#0b6b5a]',
  out_for_delivery: 'bg-[#e4efff] text-[#1a56c4]',
  delivered: 'bg-brand text-white',
  delivery_failed: 'bg-danger-soft text-red-700',
  payment_failed: 'bg-danger-soft text-red-700',
  cancelled: 'bg-slate-100 text-ink-muted',
  refund_due: 'bg-[#fff1e6] text-[#9a3d00]',
  refund_pending: 'bg-[#f3ecff] text-[#6b2fc2]',
  partly_refunded: 'bg-[#fff1e6] text-[#9a3d00]',
  refunded: 'bg-slate-100 text-slate-700',
};

/** An order's status as a small pill, labelled by the server's own words (STATUS_LABELS). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs leading-none font-bold whitespace-nowrap',
        LOOK[status] ?? 'bg-slate-100 text-ink-muted',
        className,
      )}
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
