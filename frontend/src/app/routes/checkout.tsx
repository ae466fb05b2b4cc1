import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Serviceability } from '@core/stores';
import { useAddresses } from '@/features/address/api/get-addresses';
import { AddressPicker } from '@/features/address/components/address-picker';
import type { Address } from '@/features/address/types';
import { RequireUser } from '@/features/auth/components/require-user';
import { useCartSaving } from '@/features/cart/api/cart-mutations';
import { useCart } from '@/features/cart/api/get-cart';
import { CartLinesToFix } from '@/features/cart/components/cart-contents';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { linesToFix } from '@/features/cart/stock-problems';
import { useOrders } from '@/features/order/api/get-orders';
import { Checkout } from '@/features/order/components/checkout';
import { PendingPaymentNotice, awaitsCardPayment } from '@/features/order/components/pending-payment';
import { savePincode } from '@/entities/user/profile-location';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { whenIdle } from '@/lib/when-idle';
import { useCurrentUser } from '@/entities/user/current-user';
import { serviceabilityQueryOptions } from '@/entities/store/serviceability';
import { setStoreChoice, useStoreChoice } from '@/lib/store-choice';

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
 * removed; a new address from the Add address dialog is chosen. With stores, an address at the header's
 * pincode is chosen first; the chosen address's pincode decides the store (its ETA, or why it cannot
 * deliver now) and the cart shows that store's stock, so lines short there are marked to fix.
 */
function CheckoutPage() {
  const addresses = useAddresses();
  const choice = useStoreChoice();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const saved = addresses.data ?? [];
  const chosen = saved.find((address) => address._id === chosenId) ?? saved.find((address) => address.pincode === choice?.pincode) ?? saved[0];
  const delivery = useQuery(serviceabilityQueryOptions(chosen?.pincode ?? ''));
  const answer = delivery.data?.pincode === chosen?.pincode ? delivery.data : undefined;
  // The address's store once it is known; until then the header's (usually the same).
  // The address's store's stock is asked once the page has painted with the lines known.
  const painted = useAfterFirstPaint();
  const cart = useCart(answer ? (answer.store?._id ?? null) : undefined, { enabled: painted });
  // Until the address's store's stock is in, the lines shown are another store's copy: nothing to
  // fix is said yet and both pay buttons wait, as for a change not yet saved.
  const cartSaving = useCartSaving() || cart.isPlaceholder;
  useAddressWins(chosen, answer, painted);
  const toFix = cart.isPlaceholder ? [] : linesToFix(cart.lines);
  const orders = useOrders();
  // Nothing to order (Back from /success, say): the empty cart's own state, Shop Now first on screen.
  if (!cart.isLoading && cart.lines.length === 0) {
    return (
      <section aria-labelledby="checkout-title" className="mx-auto flex w-full max-w-xl flex-col gap-2">
        <h1 id="checkout-title" className="text-xl font-bold text-ink">
          Checkout
        </h1>
        <EmptyCart className="rounded-xl bg-white" />
        <PendingPaymentNotice orders={(orders.data ?? []).filter(awaitsCardPayment)} />
      </section>
    );
  }
  return (
    <Checkout
      cart={cart}
      cartSaving={cartSaving}
      addressId={chosen?._id}
      addressesLoading={addresses.isPending}
      addressPicker={<AddressPicker addresses={addresses.isPending ? undefined : saved} chosenId={chosen?._id} onChoose={setChosenId} />}
      linesToFix={toFix.length > 0 ? <CartLinesToFix lines={toFix} /> : null}
      delivery={chosen ? { answer, pending: delivery.isPending } : undefined}
    />
  );
}

/**
 * The address chosen here is where the order goes, so it becomes the delivery location: the header,
 * the catalog's stock and the profile follow it (a shopper going back to add something sees the
 * stock of the store that will deliver). Once the page has painted (`painted`): the header's cart
 * then asks for that store's lines, which the first paint does not need.
 */
function useAddressWins(address: Address | undefined, answer: Serviceability | undefined, painted: boolean) {
  const queryClient = useQueryClient();
  const choice = useStoreChoice();
  const profilePincode = useCurrentUser().user?.pincode;
  const pincode = address?.pincode;
  const city = address?.city ?? '';
  useEffect(() => {
    if (!painted || !pincode || !answer || answer.pincode !== pincode || choice?.pincode === pincode) return;
    setStoreChoice({ pincode, place: city, answer });
    // This browser had no location (or another), but the profile may have this one already: no call then.
    if (profilePincode === pincode) return;
    // The profile's copy is for the shopper's other browsers, not this page: saved when idle, so the
    // session code it needs (Amplify) loads after the checkout's first paint, not before it.
    whenIdle(() => void savePincode(queryClient, pincode).catch((error: unknown) => console.warn('Could not save the delivery pincode to the profile', error)));
  }, [painted, queryClient, choice?.pincode, profilePincode, pincode, city, answer]);
}
