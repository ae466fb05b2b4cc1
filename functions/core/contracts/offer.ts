import * as z from 'zod';
import { OFFER_KINDS, type OfferRule } from '../offers.js';
import { wholeNumber } from './catalog-fields.js';
import type { Call, IdReply, NoBody } from './envelope.js';
import { id, nameText, type IdRequest } from './fields.js';

/**
 * The offer calls: the admin's Offers page (ADMIN only) and the shopper's cart offer. Amounts are
 * integer paise, as core/offers.ts keeps them; a coupon's code is stored upper case and is unique
 * whatever its case; an offer without a code is automatic.
 */

export const OFFER_TITLE_MAX = 80;
export const OFFER_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
/** ₹1,00,000: more than any cart, so a typo of zeros is refused. */
export const OFFER_AMOUNT_MAX_PAISE = 10_000_000;
export const OFFER_LIMIT_MAX = 10_000_000;

export const offerCode = z
  .string('must be text')
  .trim()
  .transform((raw) => raw.toUpperCase())
  .pipe(z.string().regex(OFFER_CODE_PATTERN, 'must be 3 to 20 letters or digits'));

const instant = z.iso.datetime({ offset: true, message: 'must be a date and time' }).transform((raw) => new Date(raw).toISOString());

const paise = (fallback: number) => wholeNumber(0, OFFER_AMOUNT_MAX_PAISE, fallback);

const offerShape = z.object({
  /** Absent or blank: an automatic offer. */
  code: z.union([z.literal('').transform(() => undefined), offerCode]).optional(),
  title: nameText(OFFER_TITLE_MAX),
  kind: z.enum(OFFER_KINDS, 'must be percent, flat or free_delivery'),
  percent: wholeNumber(0, 100, 0),
  capPaise: paise(0),
  flatPaise: paise(0),
  minCartPaise: paise(0),
  validFrom: instant.optional(),
  validTo: instant.optional(),
  storeIds: z.array(id).max(100, 'must name at most 100 stores').default([]),
  firstOrderOnly: z.boolean().default(false),
  perShopperLimit: wholeNumber(0, OFFER_LIMIT_MAX, 0),
  totalLimit: wholeNumber(0, OFFER_LIMIT_MAX, 0),
  active: z.boolean().default(true),
});

type OfferShape = z.output<typeof offerShape>;

/** What makes an offer's numbers mean something: each kind its amount, the window the right way round. */
function checkOffer(offer: OfferShape, ctx: z.RefinementCtx) {
  if (offer.kind === 'percent' && offer.percent < 1) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'must be 1 to 100 for a percent offer' });
  if (offer.kind === 'flat' && offer.flatPaise < 1) ctx.addIssue({ code: 'custom', path: ['flatPaise'], message: 'must be more than 0 for a flat offer' });
  if (offer.validFrom && offer.validTo && offer.validTo <= offer.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must be after the start' });
}

export const createOfferBody = offerShape.superRefine(checkOffer);

/** The whole offer as the form holds it (the form saves every field). */
export const updateOfferBody = offerShape.extend({ _id: id }).superRefine(checkOffer);

/** An offer as the admin's calls answer it, with its uses so far (held and used). */
export interface ApiOffer extends OfferRule {
  _id: string;
  uses: number;
  createdAt: string;
  updatedAt: string;
}

export const applyOfferBody = z.object({ code: offerCode });

/** An offer the shopper can take in the cart now, with what it would save. */
export interface AvailableOffer {
  code?: string;
  title: string;
  amountPaise: number;
}

/** The cart's offer: the one the bill takes, the code applied (and why it does not apply now), the others that would. */
export interface CartOffers {
  /** The offer the bill takes now: the applied code when it applies, else the best automatic one. */
  offer?: AvailableOffer;
  /** The code the shopper applied, whether or not it applies now. */
  appliedCode?: string;
  /** Why the applied code does not apply now, in the shopper's words (the cart shrank, it ran out). */
  refusal?: string;
  available: AvailableOffer[];
}

export interface OfferCalls {
  'GET /api/offer/get': Call<NoBody, ApiOffer[]>;
  'POST /api/offer/create': Call<z.input<typeof createOfferBody>, ApiOffer>;
  'PUT /api/offer/update': Call<z.input<typeof updateOfferBody>, ApiOffer>;
  'DELETE /api/offer/delete': Call<IdRequest, IdReply>;
  'GET /api/cart/offers': Call<NoBody, CartOffers>;
  /** 400 with the reason the code does not apply; nothing is written then. */
  'POST /api/cart/apply-offer': Call<z.input<typeof applyOfferBody>, CartOffers>;
  'DELETE /api/cart/offer': Call<NoBody, CartOffers>;
}
