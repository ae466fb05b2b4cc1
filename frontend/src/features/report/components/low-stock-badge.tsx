import { Link } from '@/lib/router';
import { isAdmin, useCurrentUser } from '@/entities/user/current-user';
import { useLowStock } from '../api/get-low-stock';

/**
 * The admin menu's count of products at or below their low-stock threshold (out of stock too),
 * linking to the Stock view of the store with the most low ones (then out), filtered to low.
 */
export function LowStockBadge() {
  const { user } = useCurrentUser();
  const counts = useLowStock(isAdmin(user));
  const stores = (counts.data ?? []).filter((s) => s.low + s.out > 0).sort((a, b) => b.low - a.low || b.out - a.out);
  const first = stores[0];
  if (!first) return null;
  const total = stores.reduce((sum, s) => sum + s.low + s.out, 0);
  const detail = stores.map((s) => `${s.name}: ${s.low} low, ${s.out} out of stock`).join('; ');
  return (
    <Link
      to={`/dashboard/stores/${encodeURIComponent(first.storeId)}/stock?filter=low`}
      title={detail}
      aria-label={`${total} products low on stock (${detail})`}
      data-testid="low-stock-badge"
      className="ml-auto inline-flex items-center justify-center rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white focus-visible:ring-2 focus-visible:ring-brand"
    >
      {total}
    </Link>
  );
}
