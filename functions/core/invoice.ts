/**
 * The tax invoice's arithmetic (pure, integer paise). Prices are tax-inclusive (MRP), so GST is
 * found inside what was paid, never added to it: taxable value = paid × 100 / (100 + rate), rounded
 * to the paisa; the tax is the rest, so each line's taxable value and tax add up to what was paid.
 * Within the store's state the tax is half CGST and half SGST (the odd paisa to SGST); across states
 * it is all IGST. Fees are services taxed at FEE_GST_PERCENT; a tip is the rider's and not taxed.
 */

export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** GST on the store's fees (delivery, handling and the like): 18 %. */
export const FEE_GST_PERCENT: GstRate = 18;
/** SAC of the fees: local delivery services. */
export const FEE_SAC = '996813';

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** n / d rounded half up, in integers (both ≥ 0, d > 0). */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

export function taxInside(paidPaise: number, rate: GstRate, sameState: boolean): TaxSplit {
  const taxablePaise = roundDiv(paidPaise * 100, 100 + rate);
  const tax = paidPaise - taxablePaise;
  if (!sameState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** The financial year (April to March, Indian time) of an instant: '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * GST rule 46 (and 53 for credit notes): a serial of at most 16 characters, unique per financial
 * year. Ours is the store's short prefix, the year's two halves and the serial:
 * `MUMC/2627/00042` (15); a credit note's serial starts with C, so the two series never meet:
 * `MUMC/2627/C00003` (16).
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** A store's invoice prefix: 1 to 4 capital letters or digits, unique per store (its claim). */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;
/**
 * The most invoices a store issues in a year: about 2,700 deliveries a day every day, above a busy
 * dark store's day; the serial then has 6 digits and the number its 16 characters.
 */
export const INVOICE_SERIAL_MAX = 999_999;
/** The most credit notes (refunds after delivery) a store issues in a year. */
export const CREDIT_NOTE_SERIAL_MAX = 99_999;

/** '2026-27' → '2627': the year in the number's four characters. */
const compactYear = (year: string) => {
  const match = /^\d{2}(\d{2})-(\d{2})$/.exec(year);
  if (!match) throw new Error(`not a financial year: ${year}`);
  return `${match[1]}${match[2]}`;
};

function numbered(prefix: string, year: string, serial: string, max: number, n: number): string {
  if (!INVOICE_PREFIX_PATTERN.test(prefix)) throw new Error(`not an invoice prefix: ${prefix}`);
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new Error(`serial ${n} is outside 1 to ${max}`);
  return `${prefix}/${compactYear(year)}/${serial}`;
}

/** The invoice number: `MUMC/2627/00042` (the serial padded to 5 digits, 6 past 99,999). */
export function invoiceNumber(storePrefix: string, year: string, serial: number): string {
  return numbered(storePrefix, year, String(serial).padStart(5, '0'), INVOICE_SERIAL_MAX, serial);
}

/** A credit note's number: `MUMC/2627/C00003`. */
export function creditNoteNumber(storePrefix: string, year: string, serial: number): string {
  return numbered(storePrefix, year, `C${String(serial).padStart(5, '0')}`, CREDIT_NOTE_SERIAL_MAX, serial);
}

/**
 * The prefixes a store may take, best first, from its name: the first word's first three letters
 * and the next word's first ("Mumbai Central" → MUMC), then the same ending in a number (MUM2 …
 * M999) for a store whose first choice another store holds.
 */
export function invoicePrefixCandidates(storeName: string): string[] {
  const words = storeName.toUpperCase().normalize('NFKD').replace(/[^A-Z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  const [first = 'S', second = ''] = words;
  const base = `${first.slice(0, 3)}${second.slice(0, 1)}`.slice(0, 4) || 'S';
  const numbered = Array.from({ length: 998 }, (_, i) => {
    const n = String(i + 2);
    return `${base.slice(0, 4 - n.length)}${n}`;
  });
  return [...new Set([base, ...numbered])];
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? `-${ONES[ones] ?? ''}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian grouping (thousand, lakh, crore). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ].filter(Boolean).join(' ');
}

/** An amount in words as invoices write it: "Rupees One Hundred Twenty and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
