import type { ApiCreditEntry } from '@core/contracts/credit';
import { formatInr } from '@/lib/money';

/**
 * What a ledger entry says to the shopper: why the credit moved (a title), the words behind it (the
 * admin's reason for goodwill, the problem reported), and the signed amount, exact to the paisa.
 */
export interface EntryView {
  title: string;
  detail: string | null;
  /** "+₹120" or "−₹52.50" (a real minus sign, read as "minus"). */
  amount: string;
  /** Said in words for screen readers: "added ₹120", "spent ₹52.50". */
  spoken: string;
  added: boolean;
}

const TITLES: Record<ApiCreditEntry['kind'], string> = {
  goodwill: 'From QuickBasket',
  claim: 'Problem with an order refunded',
  order_spend: 'Spent at checkout',
  order_return: 'Given back: order cancelled',
  order_refund: 'Refund beyond what the card paid',
};

export function entryView(entry: Pick<ApiCreditEntry, 'kind' | 'reason' | 'amount'>): EntryView {
  const added = entry.amount > 0;
  const money = formatInr(Math.abs(entry.amount));
  const reason = entry.reason.trim();
  return {
    title: TITLES[entry.kind],
    // A spend's and a return's reason repeats the title ("Paid for order ORD-…"): shown too, it names the order.
    detail: reason === '' ? null : reason,
    amount: `${added ? '+' : '\u2212'}${money}`,
    spoken: `${added ? 'added' : 'spent'} ${money}`,
    added,
  };
}

const entryTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** "29 Nov 2026, 6:05 pm" in the stores' time zone, as the order pages show times. */
export function entryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : entryTime.format(date);
}
