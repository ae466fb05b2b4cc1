import { useState } from 'react';
import { useAddresses } from '@/features/address/api/get-addresses';
import { AddressPicker } from '@/features/address/components/address-picker';
import { RequireUser } from '@/features/auth/components/require-user';
import { useCart } from '@/features/cart/api/get-cart';
import { CartLinesToFix } from '@/features/cart/components/cart-contents';
import { linesToFix } from '@/features/cart/stock-problems';
import { Checkout } from '@/features/order/components/checkout';

/** /checkout (SPEC section 2): address choice and payment; signed-in users only (section 6). */
export function CheckoutRoute() {
  return (
    <RequireUser>
      <title>Checkout · QuickBasket</title>
      <CheckoutPage />
    </RequireUser>
  );
}

/**
 * The order's checkout made of the cart (its lines, bill, and the lines to fix first) and the saved
 * addresses. SPEC section 4: the first address is chosen by default, also when the chosen one is
 * removed; a new address from the Add address dialog is chosen.
 */
function CheckoutPage() {
  const cart = useCart();
  const addresses = useAddresses();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const saved = addresses.data ?? [];
  const chosen = saved.find((address) => address._id === chosenId) ?? saved[0];
  const toFix = linesToFix(cart.lines);
  return (
    <Checkout
      cart={cart}
      addressId={chosen?._id}
      addressesLoading={addresses.isPending}
      addressPicker={<AddressPicker addresses={addresses.isPending ? undefined : saved} chosenId={chosen?._id} onChoose={setChosenId} />}
      linesToFix={toFix.length > 0 ? <CartLinesToFix lines={toFix} /> : null}
    />
  );
}
