import { cn } from '../../../lib/cn';
import type { OrderStatus } from '../types';

const LOOK: Record<OrderStatus, { label: string; className: string }> = {
  placed: { label: 'Placed', className: 'bg-brand-soft text-brand-hover' },
  pending_payment: { label: 'Awaiting payment', className: 'bg-accent-soft text-[#8a5a00]' },
  payment_failed: { label: 'Payment failed', className: 'bg-danger-soft text-red-700' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-ink-muted' },
  refund_due: { label: 'Refund due', className: 'bg-[#e4efff] text-[#1d5fd6]' },
};

export function orderStatusLabel(status: OrderStatus): string {
  return LOOK[status]?.label ?? status;
}

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const look = LOOK[status] ?? { label: status, className: 'bg-slate-100 text-ink-muted' };
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-1 text-xs leading-none font-bold whitespace-nowrap', look.className, className)}>
      {look.label}
    </span>
  );
}
