/** The admin's Offers page: offers with their uses so far; create, change, delete. */
import type { z } from 'zod';
import type { ApiOffer, createOfferBody, updateOfferBody } from '../../core/contracts/offer.js';
import { newId } from '../../core/ids.js';
import { useShardsFor } from '../../core/offer-uses.js';
import { createOffer, deleteOffer, getOffer, listOffers, totalUses, updateOffer, type OfferRecord, type OfferWriteFailure } from '../../data/repos/offers/offers.js';
import { nextUpdatedAt } from '../../data/repos/transact.js';
import { Conflict, NotFound } from '../../platform/errors.js';

type OfferFields = z.output<typeof createOfferBody>;

const present = (offer: OfferRecord, uses: number): ApiOffer => {
  const { useShards: _shards, ...rule } = offer;
  return { ...rule, uses };
};

function failed(failure: OfferWriteFailure): never {
  if (failure.kind === 'code-taken') throw new Conflict(`An offer with code ${failure.code} already exists`);
  if (failure.kind === 'not-found') throw new NotFound('Offer not found');
  throw new Conflict('This offer was changed meanwhile; please reload and try again');
}

export async function offersForAdmin(): Promise<ApiOffer[]> {
  const offers = await listOffers();
  const uses = await totalUses(offers);
  return offers.map((o) => present(o, uses.get(o._id) ?? 0));
}

export async function addOffer(fields: OfferFields): Promise<ApiOffer> {
  const at = new Date().toISOString();
  const record: OfferRecord = { ...fields, _id: newId(), useShards: useShardsFor(fields.totalLimit), createdAt: at, updatedAt: at };
  const result = await createOffer(record);
  if (!result.ok) failed(result.failure);
  return present(record, 0);
}

/**
 * Every field as the form saves it. The shards stay as created (uses are counted in them); a new
 * total limit is split over them again (core/offer-uses.ts shardShare).
 */
export async function changeOffer({ _id, ...fields }: z.output<typeof updateOfferBody>): Promise<ApiOffer> {
  const was = await getOffer(_id, { consistent: true });
  if (!was) throw new NotFound('Offer not found');
  const next: OfferRecord = { ...fields, _id, useShards: was.useShards, createdAt: was.createdAt, updatedAt: nextUpdatedAt(was.updatedAt) };
  const result = await updateOffer(was, next);
  if (!result.ok) failed(result.failure);
  return present(next, (await totalUses([next])).get(_id) ?? 0);
}

export async function removeOfferRecord(_id: string): Promise<{ _id: string }> {
  const was = await getOffer(_id, { consistent: true });
  if (!was) throw new NotFound('Offer not found');
  const result = await deleteOffer(was);
  if (!result.ok) failed(result.failure);
  return { _id };
}

