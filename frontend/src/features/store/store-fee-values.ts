import type { ApiStoreFees, StoreFeesRequest } from '@core/contracts/store-fees';

/** The store form's fee inputs, as typed (rupees; empty or 0 is none). */
export interface FeeFormValues {
  bands: { below: string; fee: string }[];
  smallCartBelow: string;
  smallCartFee: string;
  handling: string;
  lateNightFee: string;
  lateNightFrom: string;
  lateNightTo: string;
  cash: string;
  surge: string;
}

const text = (rupees: number | undefined) => (rupees ? String(rupees) : '');

export function feeFormValues(fees: ApiStoreFees | undefined): FeeFormValues {
  return {
    bands: (fees?.deliveryBands ?? []).map((band) => ({ below: text(band.below), fee: text(band.fee) })),
    smallCartBelow: text(fees?.smallCart.below),
    smallCartFee: text(fees?.smallCart.fee),
    handling: text(fees?.handling),
    lateNightFee: text(fees?.lateNight.fee),
    lateNightFrom: fees?.lateNight.from ?? '23:00',
    lateNightTo: fees?.lateNight.to ?? '06:00',
    cash: text(fees?.cash),
    surge: text(fees?.surge),
  };
}

/** Rupees as typed; empty is 0 (none). The server checks them (functions/core/contracts/store-fees.ts) and answers each problem. */
const rupees = (value: string) => (value.trim() === '' ? 0 : value.trim());

export function toFeesRequest(values: FeeFormValues): StoreFeesRequest {
  return {
    deliveryBands: values.bands.filter((band) => band.below.trim() !== '').map((band) => ({ below: rupees(band.below), fee: rupees(band.fee) })),
    smallCart: { below: rupees(values.smallCartBelow), fee: rupees(values.smallCartFee) },
    handling: rupees(values.handling),
    lateNight: { fee: rupees(values.lateNightFee), from: values.lateNightFrom.trim(), to: values.lateNightTo.trim() },
    cash: rupees(values.cash),
    surge: rupees(values.surge),
  };
}

/** Whether the fees as typed differ from the store's (an edit sends them only then). */
export function feesChanged(fees: ApiStoreFees | undefined, values: FeeFormValues): boolean {
  return JSON.stringify(feeFormValues(fees)) !== JSON.stringify(values);
}
