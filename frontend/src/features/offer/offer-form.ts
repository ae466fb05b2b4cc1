import * as z from 'zod';
import { OFFER_CODE_PATTERN, OFFER_TITLE_MAX, type ApiOffer, type createOfferBody } from '@core/contracts/offer';
import { OFFER_KINDS } from '@core/offers';

/** Rupees as typed ("50", "49.50") to paise; blank is 0. */
const rupees = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{1,6}(\.\d{1,2})?$/.test(v), 'must be an amount in rupees, like 50 or 49.50');
const count = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{1,8}$/.test(v), 'must be a whole number');

/** The Offers form: what the admin types; `toRequest` makes the call's body (paise, ISO times). */
export const offerForm = z
  .object({
    code: z
      .string()
      .trim()
      .refine((v) => v === '' || OFFER_CODE_PATTERN.test(v.toUpperCase()), 'must be 3 to 20 letters or digits (blank: automatic)'),
    title: z.string().trim().min(1, 'is required').max(OFFER_TITLE_MAX, `must be at most ${OFFER_TITLE_MAX} characters`),
    kind: z.enum(OFFER_KINDS),
    percent: count,
    cap: rupees,
    flat: rupees,
    minCart: rupees,
    validFrom: z.string(),
    validTo: z.string(),
    firstOrderOnly: z.boolean(),
    perShopperLimit: count,
    totalLimit: count,
    active: z.boolean(),
    /** The stores it is for; none: every store. */
    storeIds: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && !(Number(v.percent) >= 1 && Number(v.percent) <= 100)) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'must be 1 to 100' });
    if (v.kind === 'flat' && !(Number(v.flat) > 0)) ctx.addIssue({ code: 'custom', path: ['flat'], message: 'must be more than 0' });
    if (v.validFrom && v.validTo && v.validTo <= v.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must be after the start' });
  });

export type OfferFormValues = z.input<typeof offerForm>;

export const offerFormLabels: Record<keyof OfferFormValues, string> = {
  code: 'Coupon code',
  title: 'Title',
  kind: 'Kind',
  percent: 'Percent off',
  cap: 'Up to (₹)',
  flat: 'Amount off (₹)',
  minCart: 'Minimum cart value (₹)',
  validFrom: 'Starts',
  validTo: 'Ends',
  firstOrderOnly: 'First order only',
  perShopperLimit: 'Uses per shopper (0: no limit)',
  totalLimit: 'Total uses (0: no limit)',
  active: 'Active',
  storeIds: 'Stores',
};

const toPaise = (v: string) => (v.trim() === '' ? 0 : Math.round(Number(v) * 100));
const fromPaise = (p: number) => (p === 0 ? '' : String(p / 100));
/** A datetime-local value (the device's time) to an instant, and back. */
const toInstant = (v: string) => (v ? new Date(v).toISOString() : undefined);
const fromInstant = (iso?: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function toRequest(v: OfferFormValues): z.input<typeof createOfferBody> {
  const validFrom = toInstant(v.validFrom);
  const validTo = toInstant(v.validTo);
  return {
    code: v.code.trim().toUpperCase(),
    title: v.title.trim(),
    kind: v.kind,
    percent: v.kind === 'percent' ? Number(v.percent || 0) : 0,
    capPaise: v.kind === 'percent' ? toPaise(v.cap) : 0,
    flatPaise: v.kind === 'flat' ? toPaise(v.flat) : 0,
    minCartPaise: toPaise(v.minCart),
    ...(validFrom ? { validFrom } : {}),
    ...(validTo ? { validTo } : {}),
    firstOrderOnly: v.firstOrderOnly,
    perShopperLimit: Number(v.perShopperLimit || 0),
    totalLimit: Number(v.totalLimit || 0),
    active: v.active,
    storeIds: [...v.storeIds],
  };
}

export function toFormValues(offer?: ApiOffer): OfferFormValues {
  return {
    code: offer?.code ?? '',
    title: offer?.title ?? '',
    kind: offer?.kind ?? 'flat',
    percent: offer?.percent ? String(offer.percent) : '',
    cap: fromPaise(offer?.capPaise ?? 0),
    flat: fromPaise(offer?.flatPaise ?? 0),
    minCart: fromPaise(offer?.minCartPaise ?? 0),
    validFrom: fromInstant(offer?.validFrom),
    validTo: fromInstant(offer?.validTo),
    firstOrderOnly: offer?.firstOrderOnly ?? false,
    perShopperLimit: String(offer?.perShopperLimit ?? 0),
    totalLimit: String(offer?.totalLimit ?? 0),
    active: offer?.active ?? true,
    storeIds: offer?.storeIds ?? [],
  };
}
