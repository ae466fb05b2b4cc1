import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { formResolver } from '@/lib/form';
import { claimChanges, claimFormFields, claimFormValues, toClaimRequest, type ClaimFormValues } from './store-claim-values';

async function errorsOf(values: ClaimFormValues): Promise<FieldErrors<ClaimFormValues>> {
  const resolve: Resolver<ClaimFormValues> = formResolver(z.object(claimFormFields));
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('store claim settings in the form', () => {
  it('a store that set none shows the defaults it runs on: 24 hours, under ₹150, 2 a month', () => {
    expect(claimFormValues(undefined)).toEqual({ claimHours: '24', claimAutoLimit: '150', claimAutoMaxPer30d: '2' });
    expect(claimFormValues({ claimHours: 48, claimAutoLimit: 25_050, claimAutoMaxPer30d: 0 })).toEqual({ claimHours: '48', claimAutoLimit: '250.5', claimAutoMaxPer30d: '0' });
  });

  it('the limit is typed in rupees and sent in paise, exactly', () => {
    expect(toClaimRequest({ claimHours: '72', claimAutoLimit: '199.99', claimAutoMaxPer30d: '5' })).toEqual({ claimHours: 72, claimAutoLimit: 19_999, claimAutoMaxPer30d: 5 });
    expect(toClaimRequest({ claimHours: '1', claimAutoLimit: '0', claimAutoMaxPer30d: '0' }).claimAutoLimit).toBe(0);
    expect(toClaimRequest({ claimHours: '1', claimAutoLimit: '10000', claimAutoMaxPer30d: '0' }).claimAutoLimit).toBe(1_000_000);
  });

  it('hours 1 to 168, the limit ₹0 to ₹10,000 with at most 2 decimals, approvals 0 to 100', async () => {
    const good = claimFormValues(undefined);
    expect(await errorsOf(good)).toEqual({});
    for (const claimHours of ['0', '169', '1.5', '']) expect((await errorsOf({ ...good, claimHours })).claimHours, claimHours).toBeDefined();
    for (const claimAutoLimit of ['10000.01', '-1', '1.234', 'lots', '']) expect((await errorsOf({ ...good, claimAutoLimit })).claimAutoLimit, claimAutoLimit).toBeDefined();
    for (const claimAutoMaxPer30d of ['-1', '101', '']) expect((await errorsOf({ ...good, claimAutoMaxPer30d })).claimAutoMaxPer30d, claimAutoMaxPer30d).toBeDefined();
    expect(await errorsOf({ claimHours: '168', claimAutoLimit: '10000', claimAutoMaxPer30d: '100' })).toEqual({});
  });

  it('an edit sends only what differs from what the store runs on', () => {
    const unset = {};
    expect(claimChanges(unset, toClaimRequest(claimFormValues(unset)))).toEqual({});
    expect(claimChanges(unset, toClaimRequest({ ...claimFormValues(unset), claimAutoLimit: '0' }))).toEqual({ claimAutoLimit: 0 });
    const set = { claimHours: 48, claimAutoLimit: 0, claimAutoMaxPer30d: 1 };
    expect(claimChanges(set, toClaimRequest(claimFormValues(set)))).toEqual({});
    expect(claimChanges(set, toClaimRequest({ ...claimFormValues(set), claimHours: '24' }))).toEqual({ claimHours: 24 });
  });
});
