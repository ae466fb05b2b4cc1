import * as z from 'zod';
import { CLAIM_AUTO_LIMIT_PAISE, CLAIM_AUTO_MAX_PER_30D, CLAIM_HOURS } from '@core/claims';
import { wholeNumber } from '@core/contracts/catalog-fields';
import { CLAIM_AUTO_LIMIT_PAISE_MAX, CLAIM_AUTO_MAX_PER_30D_MAX, CLAIM_HOURS_MAX, type StoreRequest } from '@core/contracts/store';
import { rupeesUpTo } from '@core/contracts/store-fees';
import { paiseToRupees } from '@core/money';
import type { Store } from '@/entities/store/stores';

/**
 * The store's claim settings (functions/core/claims.ts ClaimSettings) as the form holds them: the
 * limit in rupees as typed, as the fee fields are; the call carries it in paise, as it is stored.
 */
export interface ClaimFormValues {
  claimHours: string;
  claimAutoLimit: string;
  claimAutoMaxPer30d: string;
}

type ClaimRequest = Pick<StoreRequest, 'claimHours' | 'claimAutoLimit' | 'claimAutoMaxPer30d'>;

/** Rupees up to ₹10,000 to paise (the fee fields' rule); required, since empty would silently mean 0 (never at once). */
const limitPaise = rupeesUpTo(CLAIM_AUTO_LIMIT_PAISE_MAX / 100);
const limitRupees = z
  .string()
  .trim()
  .min(1, 'is required')
  .transform((text, ctx) => {
    const read = limitPaise.safeParse(text);
    if (read.success) return read.data;
    ctx.addIssue({ code: 'custom', message: read.error.issues[0]?.message ?? 'must be a number' });
    return z.NEVER;
  });

export const claimFormFields = {
  claimHours: wholeNumber(1, CLAIM_HOURS_MAX),
  claimAutoLimit: limitRupees,
  claimAutoMaxPer30d: wholeNumber(0, CLAIM_AUTO_MAX_PER_30D_MAX),
};

/** A store that never set them shows the defaults it runs on. */
export function claimFormValues(store: Pick<Store, 'claimHours' | 'claimAutoLimit' | 'claimAutoMaxPer30d'> | undefined): ClaimFormValues {
  return {
    claimHours: String(store?.claimHours ?? CLAIM_HOURS),
    claimAutoLimit: String(paiseToRupees(store?.claimAutoLimit ?? CLAIM_AUTO_LIMIT_PAISE)),
    claimAutoMaxPer30d: String(store?.claimAutoMaxPer30d ?? CLAIM_AUTO_MAX_PER_30D),
  };
}

/** From values the form's schema accepted. */
export function toClaimRequest(values: ClaimFormValues): ClaimRequest {
  return {
    claimHours: Number(values.claimHours),
    claimAutoLimit: limitRupees.parse(values.claimAutoLimit),
    claimAutoMaxPer30d: Number(values.claimAutoMaxPer30d),
  };
}

/** Only those that differ from what the store runs on (its own, else the default): an unchanged form sends none. */
export function claimChanges(store: Pick<Store, 'claimHours' | 'claimAutoLimit' | 'claimAutoMaxPer30d'>, request: ClaimRequest): ClaimRequest {
  const now = { claimHours: store.claimHours ?? CLAIM_HOURS, claimAutoLimit: store.claimAutoLimit ?? CLAIM_AUTO_LIMIT_PAISE, claimAutoMaxPer30d: store.claimAutoMaxPer30d ?? CLAIM_AUTO_MAX_PER_30D };
  const changes: ClaimRequest = {};
  for (const key of ['claimHours', 'claimAutoLimit', 'claimAutoMaxPer30d'] as const) {
    if (request[key] !== undefined && request[key] !== now[key]) changes[key] = request[key];
  }
  return changes;
}
