import { Dialog } from '@/components/dialog';
import { useCart } from '@/features/cart/api/get-cart';
import { CartBody, ProceedButton } from './cart-contents';

/**
 * SPEC "Cart side panel" on wide screens: a drawer at the right edge (a modal dialog titled Cart:
 * focus stays inside, Escape and the backdrop close it). Phones get the /cart page instead.
 */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const { lines, summary } = useCart();
  return (
    <Dialog
      open
      onClose={onClose}
      title="Cart"
      placement="right"
      footer={lines.length > 0 ? <ProceedButton summary={summary} onNavigate={onClose} /> : undefined}
    >
      <CartBody onNavigate={onClose} />
    </Dialog>
  );
}
