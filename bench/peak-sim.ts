/**
 * One run of the peak simulation on the real handlers over HTTP: shoppers check out at the stated
 * rate at each store, the admin packs each placed order when its prep time is up, and each store's
 * riders go on duty, take what dispatch gives them, ride, post their positions and deliver with the
 * code the shopper reads from the order page.
 *
 * Time is compressed by scaled real waits: one simulated minute lasts `minuteMs` real milliseconds
 * for every wait the simulation makes (a ride, a prep time, the gap between two checkouts), and
 * every time it records is the real time since the run began divided by `minuteMs`. The handlers
 * are not touched: they read their own clock, and a promise is read from the order as the minutes
 * between its `createdAt` and `etaAt`, which are minutes of the store's own rules (prep, travel,
 * busy), the same in both clocks. So a handler's real latency counts against the promise, scaled
 * up: at 10,000 ms a minute, 100 ms of latency is 0.6 simulated seconds.
 */
import type { RiderMe, RiderApiOrder } from '../functions/core/contracts/rider.js';
import type { ApiOrder } from '../functions/core/order-api.js';
import { distanceMetres, POSITION_EVERY_MS, RIDING_METRES_PER_MINUTE, type GeoPoint } from '../functions/core/rider-eta.js';
import type { Session } from './page.js';
import { must, request, type PeakShopper, type PeakStore, type PeakWorld } from './peak-world.js';
import type { SimOrder } from './peak-summary.js';

export interface RunOptions {
  /** Simulated minutes in which shoppers check out. */
  minutes: number;
  /** Checkouts a simulated minute at each store. */
  rate: number;
  /** Real milliseconds a simulated minute lasts. */
  minuteMs: number;
  /** Every n-th checkout at a store pays by card (on the local Stripe page); the rest are cash on delivery. */
  cardEvery: number;
  /** Simulated minutes the run waits, after the last checkout, for every placed order to be delivered. */
  drainMinutes: number;
}

/** A rider looks at their screen this often (simulated minutes) while free. */
const RIDER_LOOK_EVERY = 0.25;

export interface RunResult {
  orders: SimOrder[];
  trips: number;
  /** Calls that answered an error no shopper, admin or rider should meet (a refusal is not one). */
  errors: string[];
}

export async function runPeak(world: PeakWorld, options: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const now = () => (performance.now() - started) / options.minuteMs;
  const until = (minute: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, (minute - now()) * options.minuteMs)));
  const { base, admin } = world;
  const orders: SimOrder[] = [];
  const byId = new Map<string, { order: SimOrder; shopper: PeakShopper }>();
  const errors: string[] = [];
  const pending = new Set<Promise<unknown>>();
  let trips = 0;
  let checkoutsOver = false;

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => errors.push((error as Error).message)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  /** Placed → packed when the store's prep time is up (lines are "don't replace", so Packed never waits for a shopper). */
  const pack = async (order: SimOrder, placedAt: number, prepMinutes: number) => {
    await until(placedAt + prepMinutes);
    await must(base, 'PUT', '/api/order/update-status', admin.accessToken, { _id: order.orderId, status: 'packed' });
    order.packedAt = now();
  };

  const checkout = async (at: PeakStore, shopper: PeakShopper, order: SimOrder, cartHolds: Set<PeakShopper>) => {
    const headers = { 'x-store-id': at.store._id };
    if (!cartHolds.has(shopper)) {
      await must(base, 'POST', '/api/cart/create', shopper.accessToken, { productId: at.productId }, headers);
      cartHolds.add(shopper);
    }
    const body = { addressId: shopper.addressId, substitution: 'dont_replace' };
    const answer =
      order.pay === 'cash'
        ? await request<ApiOrder>(base, 'POST', '/api/order/cash-on-delivery', shopper.accessToken, body)
        : await request<{ id: string; order: ApiOrder }>(base, 'POST', '/api/order/checkout', shopper.accessToken, body);
    // Refused for high demand (or closed): the line stays in the cart for the shopper's next try.
    if (answer.status === 409) return;
    if (answer.status !== 200 || !answer.data) throw new Error(`checkout answered ${answer.status}: ${answer.message ?? ''}`);
    cartHolds.delete(shopper);
    let placed = 'order' in answer.data ? answer.data.order : answer.data;
    order.orderId = placed._id;
    byId.set(placed._id, { order, shopper });
    if ('id' in answer.data) {
      const paid = await fetch(`${base}/local-checkout/${answer.data.id}/pay`, { method: 'POST', redirect: 'manual' });
      if (paid.status !== 303) throw new Error(`the local Stripe page answered ${paid.status}`);
      // Paying places it (the webhook, on the stack's bus): the shopper's order page says so, with its ETA.
      for (;;) {
        placed = await must<ApiOrder>(base, 'POST', '/api/order/details', shopper.accessToken, { _id: placed._id });
        if (placed.status === 'placed') break;
        await until(now() + RIDER_LOOK_EVERY);
      }
    }
    order.placedAt = now();
    order.promisedMinutes = (Date.parse(placed.etaAt ?? '') - Date.parse(placed.createdAt)) / 60_000;
    track(pack(order, now(), at.store.prepMinutes));
  };

  const shoppers = async (at: PeakStore, offset: number) => {
    const total = Math.round(options.minutes * options.rate);
    const free = [...at.shoppers];
    const cartHolds = new Set<PeakShopper>();
    for (let k = 0; k < total; k++) {
      await until((k + offset) / options.rate);
      const shopper = free.shift();
      if (!shopper) {
        errors.push(`${at.store.name}: every shopper still at checkout at minute ${now().toFixed(1)}`);
        continue;
      }
      const order: SimOrder = { storeId: at.store._id, pay: (k + 1) % options.cardEvery === 0 ? 'card' : 'cash', triedAt: now() };
      orders.push(order);
      // The shopper is free again once the checkout answered (and a card order was paid).
      track(checkout(at, shopper, order, cartHolds).finally(() => free.push(shopper)));
    }
  };

  /** Rides from `from` to `to` in `minutes`, posting positions on the straight line as often as the server takes them. */
  const lastPosition = new Map<Session, number>();
  const ride = async (rider: Session, from: GeoPoint, to: GeoPoint, minutes: number, share: boolean) => {
    const leftAt = now();
    const arriveAt = leftAt + minutes;
    const gap = POSITION_EVERY_MS / options.minuteMs;
    // The server takes a rider's position at most every 9 real seconds, the last ride's included.
    for (let at = Math.max(leftAt, (lastPosition.get(rider) ?? -Infinity) + gap); share && at < arriveAt; at += gap) {
      await until(at);
      lastPosition.set(rider, now());
      const part = (now() - leftAt) / minutes;
      const position = { lat: from.lat + (to.lat - from.lat) * part, lng: from.lng + (to.lng - from.lng) * part, accuracy: 20 };
      const answer = await request(base, 'PUT', '/api/rider/location', rider.accessToken, position);
      if (answer.status !== 200) errors.push(`rider/location answered ${answer.status}: ${answer.message ?? ''}`);
    }
    await until(arriveAt);
  };

  const centreOf = (at: PeakStore, order: RiderApiOrder): { point: GeoPoint; travelMinutes: number } => {
    const zone = at.store.zones.find((z) => z.pincode === order.delivery_address?.pincode);
    if (!zone || zone.lat === undefined || zone.lng === undefined) throw new Error(`no zone centre for ${order.delivery_address?.pincode ?? 'an order without an address'}`);
    return { point: { lat: zone.lat, lng: zone.lng }, travelMinutes: zone.travelMinutes };
  };

  const deliver = async (rider: Session, order: RiderApiOrder) => {
    const known = byId.get(order._id);
    if (!known) throw new Error(`a rider was given ${order._id}, an order this run did not place`);
    const seen = await must<ApiOrder>(base, 'POST', '/api/order/details', known.shopper.accessToken, { _id: order._id });
    if (!seen.deliveryCode) throw new Error(`the shopper of ${order._id} sees no delivery code`);
    await must(base, 'POST', '/api/rider/deliver', rider.accessToken, { _id: order._id, code: seen.deliveryCode, ...(order.amountToCollect > 0 ? { cashCollected: order.amountToCollect } : {}) });
    known.order.deliveredAt = now();
  };

  /** What the rider carries or is given: the trip's orders in drop order (two orders a trip: core/batching.ts). */
  const given = (me: RiderMe): RiderApiOrder[] => (me.trip.length > 0 ? me.trip : me.current ? [me.current] : []);

  // Sessions are read at each call: bench/peak-world.ts keepSessionsFresh renews their tokens during a long run.
  const riderLoop = async (at: PeakStore, rider: Session) => {
    await must(base, 'PUT', '/api/rider/duty', rider.accessToken, { onDuty: true });
    while (!checkoutsOver || [...byId.values()].some(({ order }) => order.storeId === at.store._id && order.deliveredAt === undefined)) {
      if (now() > options.minutes + options.drainMinutes) break;
      const trip = given(await must<RiderMe>(base, 'GET', '/api/rider/me', rider.accessToken));
      if (trip.length === 0) {
        await until(now() + RIDER_LOOK_EVERY);
        continue;
      }
      // At the store: pick up what was given, then drop each in turn and ride back.
      trips += 1;
      for (const order of trip) {
        if (order.status === 'packed') await must(base, 'POST', '/api/rider/pickup', rider.accessToken, { _id: order._id });
        const known = byId.get(order._id);
        if (known) known.order.pickedUpAt = now();
      }
      let here = at.origin;
      for (const [i, order] of trip.entries()) {
        const drop = centreOf(at, order);
        const minutes = i === 0 ? drop.travelMinutes : distanceMetres(here, drop.point) / RIDING_METRES_PER_MINUTE;
        await ride(rider, here, drop.point, minutes, true);
        await deliver(rider, order);
        here = drop.point;
      }
      await ride(rider, here, at.origin, distanceMetres(here, at.origin) / RIDING_METRES_PER_MINUTE, false);
    }
    await must(base, 'PUT', '/api/rider/duty', rider.accessToken, { onDuty: false });
  };

  const riders = world.stores.flatMap((at) => at.riders.map((r) => riderLoop(at, r).catch((error: unknown) => errors.push((error as Error).message))));
  // The stores' first checkouts a third of a gap apart, so the three do not all land at once.
  await Promise.all(world.stores.map((at, i) => shoppers(at, i / world.stores.length)));
  while (pending.size > 0) await Promise.all([...pending]);
  checkoutsOver = true;
  await Promise.all(riders);
  return { orders, trips, errors };
}
