/**
 * A store's fee rules (integer paise, 0 meaning none), as the store form sets them and core/bill.ts
 * charges them. Apart from the bill so the store's record can name them without a circle.
 */

/** A delivery fee charged while the cart value is below `belowPaise` (bands in ascending order). */
export interface DeliveryBand {
  belowPaise: number;
  feePaise: number;
}

/** A store's fee rules; every amount in paise, 0 meaning none. */
export interface StoreFees {
  /** Ascending by `belowPaise`; from the last band's `belowPaise` up, delivery is free. */
  deliveryBands: DeliveryBand[];
  smallCart: { belowPaise: number; feePaise: number };
  handlingPaise: number;
  /** 'HH:MM' in the store's time zone; `from` after `to` runs past midnight. */
  lateNight: { feePaise: number; from: string; to: string };
  cashPaise: number;
  /** Charged only while the store is busy (more open orders than it takes at once). */
  surgePaise: number;
}

export const NO_FEES: StoreFees = {
  deliveryBands: [],
  smallCart: { belowPaise: 0, feePaise: 0 },
  handlingPaise: 0,
  lateNight: { feePaise: 0, from: '23:00', to: '06:00' },
  cashPaise: 0,
  surgePaise: 0,
};
