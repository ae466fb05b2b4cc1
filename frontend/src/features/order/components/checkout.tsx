import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, useNavigate } from '@/lib/router';
import type { ApiCartLine } from '@core/cart';
import type { Serviceability } from '@core/stores';
import { BillDetails, type Bill } from '@/components/bill-details';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { useCartBill } from '@/entities/cart/cart-bill';
import { useCreditBalance } from '@/entities/credit/credit-balance';
import { useAfterFirstPaint } from '@/lib/first-paint';
import { formatInr } from '@/lib/money';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useOrders } from '@/features/order/api/get-orders';
import { usePlaceCashOrder, useStartCardCheckout } from '@/features/order/api/place-order';
import type { OrderRequest } from '@/features/order/types';
import { awaitsCardPayment, PendingPaymentNotice } from './pending-payment';
import { TipChooser } from './tip-chooser';
import { CreditChooser } from './credit-chooser';
import { SubstitutionChooser, type OrderSubstitution } from './substitution-chooser';

interface CheckoutProps {
  /** The shopper's cart (features/cart), as the route hands it in. */
  cart: { lines: readonly ApiCartLine[]; summary: Bill; isLoading: boolean };
  /** A cart change not yet on the server (a quantity just changed): both pay buttons wait for it. */
  cartSaving?: boolean;
  /** The delivery address chosen in `addressPicker`; undefined when there is none (yet). */
  addressId: string | undefined;
  addressesLoading: boolean;
  /** The choice of address with its Add address dialog (features/address), composed by the route. */
  addressPicker: ReactNode;
  /**
   * The cart's lines that cannot be ordered as they are (sold out, or more than is left), with
   * their controls; null when there are none. While there are, both pay buttons stay disabled.
   */
  linesToFix: ReactNode;
  /**
   * Who delivers to the chosen address (its pincode's store): the serviceability answer,
   * pending while it is asked; undefined without an address. An answer that cannot order (not
   * served, closed, paused) disables both pay buttons with its words, as the server would refuse.
   */
  delivery?: { answer: Serviceability | undefined; pending: boolean };
}

/**
 * SPEC "Checkout": choose an address (the route's picker), the Summary, and Online Payment or Cash
 * on Delivery. Phones get the summary below the addresses. The server prices the order from the stored cart; the amounts sent are informative.
 * Card orders still awaiting payment are offered first: their items are held for the shopper.
 */
export function Checkout({ cart, cartSaving = false, addressId, addressesLoading, addressPicker, linesToFix, delivery }: CheckoutProps) {
  const navigate = useNavigate();
  const { lines, summary, isLoading: cartLoading } = cart;
  const orders = useOrders();
  const awaitingPayment = (orders.data ?? []).filter(awaitsCardPayment);
  const cashOrder = usePlaceCashOrder();
  const cardCheckout = useStartCardCheckout();
  const reasonId = useId();
  // Whole rupees; none by default. The bill is the address's store's, with the tip: what is charged.
  const [tip, setTip] = useState(0);
  const [substitution, setSubstitution] = useState<OrderSubstitution>(undefined);
  // Asked once the page has painted: its first paint shows the cart's lines and the delivery line.
  const painted = useAfterFirstPaint();
  const bill = useCartBill({ lines, storeId: null, addressId, tip, enabled: addressId !== undefined && painted });
  const charged = bill.data ?? undefined;
  const balance = useCreditBalance();
  const [useCredit, setUseCredit] = useState(false);
  // The server's rule (core/credit.ts creditToUsePaise): the balance, never more than the bill.
  const creditUsable = charged ? Math.min(balance.data ?? 0, charged.grandTotal) : 0;
  const creditUsed = useCredit ? creditUsable : 0;
  const toPay = charged ? Math.round((charged.grandTotal - creditUsed) * 100) / 100 : undefined;
  // The amount on the pay buttons once anything is charged besides the items (the spec's buttons otherwise).
  const payAmount = charged && (charged.fees.length > 0 || charged.tip > 0 || charged.offer || creditUsed > 0) ? ` · ${formatInr(toPay ?? charged.grandTotal)}` : '';
  // Decided in the click itself: a second click of the same tick finds the guard set before any
  // re-render could disable the button, so a double click places one order.
  const placeOnce = useSubmitOnce();

  // Back from the card provider's page (the browser may restore this page as it was left): the
  // order just started now awaits payment, and is offered above.
  const { reset: resetCard } = cardCheckout;
  const { refetch: refetchOrders } = orders;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      toast.dismiss();
      placeOnce.release();
      resetCard();
      void refetchOrders();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [placeOnce, resetCard, refetchOrders]);

  const refusal = delivery?.answer && !delivery.answer.canOrder ? delivery.answer.message : null;
  const reason = cartLoading || addressesLoading
    ? null
    : lines.length === 0
      ? 'empty-cart'
      : refusal
        ? 'undeliverable'
        : linesToFix
          ? 'lines-to-fix'
          : !addressId
            ? 'no-address'
            : null;
  // A successful card start keeps everything disabled while the browser leaves for the payment page.
  const busy = cashOrder.isPending || cardCheckout.isPending || cardCheckout.isSuccess;
  const ready = !cartLoading && !cartSaving && !addressesLoading && !delivery?.pending && !bill.isFetching && reason === null && !busy;

  const request = (): OrderRequest | null =>
    addressId ? { list_items: lines, addressId, tip, ...(substitution ? { substitution } : {}), ...(creditUsed > 0 ? { useCredit: true } : {}), subTotalAmt: summary.itemsTotal, totalAmt: charged?.grandTotal ?? summary.grandTotal } : null;

  const payOnline = () => {
    const body = request();
    if (!ready || !body) return;
    placeOnce((done) => {
      // SPEC section 7: a Loading... toast while online payment starts.
      const loading = toast.loading('Loading...');
      cardCheckout.mutate(body, {
        onSuccess: (reply) => {
          if (reply.data?.url) window.location.assign(reply.data.url);
          else {
            done();
            toast.dismiss(loading);
            cardCheckout.reset();
          }
        },
        onError: () => {
          done();
          toast.dismiss(loading);
        },
      });
    });
  };

  const payOnDelivery = () => {
    const body = request();
    if (!ready || !body) return;
    placeOnce((done) => {
      cashOrder.mutate(body, {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          void navigate('/success', { state: { text: 'Order', orderId: reply.data?._id } });
        },
        onError: done,
      });
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">Checkout</h1>
      <PendingPaymentNotice orders={awaitingPayment} />
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6">
        <section aria-labelledby="choose-address-title" className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
          <h2 id="choose-address-title" className="text-lg font-bold text-ink">
            Choose your address
          </h2>
          {addressPicker}
        </section>

        <section
          aria-labelledby="summary-title"
          className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm md:sticky md:top-[calc(var(--header-height)+1rem)]"
        >
          <h2 id="summary-title" className="text-lg font-bold text-ink">
            Summary
          </h2>
          <DeliveryPromise delivery={delivery} addressesLoading={addressesLoading} />
          {cartLoading ? (
            // The height of the spec's bill box (a store without fees), so the tip below it does not jump.
            <Skeleton className="h-48 w-full rounded-xl" />
          ) : (
            <BillDetails summary={summary} title="Bill details" className="border border-line" charges={{ bill: charged, pending: bill.isFetching }} />
          )}
          <CreditChooser usable={creditUsable} used={creditUsed} toPay={toPay} checked={useCredit} onChange={setUseCredit} disabled={busy} />
          <TipChooser tip={tip} onChange={setTip} disabled={busy} />
          <SubstitutionChooser value={substitution} onChange={setSubstitution} disabled={busy} />
          <div className="flex flex-col gap-2.5">
            <Button
              size="lg"
              className="w-full"
              onClick={payOnline}
              disabled={!ready}
              pending={cardCheckout.isPending}
              aria-describedby={reason ? reasonId : undefined}
            >
              Online Payment{payAmount}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="w-full"
              onClick={payOnDelivery}
              disabled={!ready}
              pending={cashOrder.isPending}
              aria-describedby={reason ? reasonId : undefined}
            >
              Cash on Delivery{charged?.cashFee === undefined ? payAmount : ''}
            </Button>
          </div>
          {reason === 'empty-cart' ? (
            <p id={reasonId} className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink">
              Your cart is empty.{' '}
              <Link to="/" className="font-semibold text-brand underline">
                Shop Now
              </Link>{' '}
              and come back to place your order.
            </p>
          ) : reason === 'undeliverable' ? (
            <p id={reasonId} role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-red-700">
              {refusal}
            </p>
          ) : reason === 'lines-to-fix' ? (
            <div className="flex flex-col gap-2">
              <p id={reasonId} className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-red-700">
                Some items cannot be ordered as they are. Reduce or remove them to place your order.
              </p>
              {linesToFix}
            </div>
          ) : reason === 'no-address' ? (
            <p id={reasonId} className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink">
              Add a delivery address to place your order.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** "Delivery in 9 min from Bengaluru Indiranagar": the store the address's pincode has, and its ETA now. */
function DeliveryPromise({ delivery, addressesLoading }: { delivery: CheckoutProps['delivery']; addressesLoading: boolean }) {
  // Its line is kept while the addresses load too: it appearing later pushed the bill down.
  if (!delivery) return addressesLoading ? <Skeleton className="h-5 w-56" /> : null;
  const { answer, pending } = delivery;
  if (pending) return <Skeleton className="h-5 w-56" />;
  if (!answer?.canOrder || !answer.store) return null;
  return (
    <p aria-live="polite" className="flex items-center gap-1.5 text-sm font-bold text-brand-hover">
      <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Delivery in {answer.etaMinutes} min from {answer.store.name}
    </p>
  );
}
