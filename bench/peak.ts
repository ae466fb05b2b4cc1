/**
 * The peak section (`npm run bench -- --only peak`): the same simulated peak twice on the real
 * handlers, with two orders a trip on and then off, side by side (docs/peak-simulation.md). Shoppers
 * check out at --peak-rate orders a simulated minute at each of the three demo stores for
 * --peak-minutes, three riders a store deliver, and the table says how many orders were placed and
 * refused, how many arrived within the ETA promised at checkout, how long packed orders waited for
 * a rider, trips per order and DynamoDB requests per order. With batching on, fewer than 90 % on
 * time at the designed load fails the section.
 */
import type { Stack } from '../local/stack.js';
import type { BenchOptions } from './options.js';
import { DESIGN, keepSessionsFresh, makeWorld, setBatching, type PeakWorld } from './peak-world.js';
import { runPeak, type RunOptions } from './peak-sim.js';
import { summarize, type PeakSummary } from './peak-summary.js';
import type { Recorder } from './record.js';
import { metric, type Bound, type Metric } from './report.js';
import { progress, sumOf } from './util.js';

/** With capacity and batching on, at least this share of placed orders arrive within their promise. */
export const ON_TIME_TARGET = 0.9;

const RUNS = [
  { label: 'batching on', batching: true },
  { label: 'batching off', batching: false },
] as const;

async function oneRun(world: PeakWorld, s: Stack, batching: boolean, run: RunOptions) {
  const counter = s.dynamoCounter;
  if (!counter) throw new Error('start the stack with countDynamoRequests');
  await setBatching(world, batching);
  await counter.idle();
  await counter.reset();
  const result = await runPeak(world, run);
  await counter.idle();
  const dynamo = sumOf(await counter.counts());
  return { summary: summarize(result.orders, result.trips, dynamo), result };
}

export async function peakSection(record: Recorder, options: BenchOptions, s: Stack): Promise<void> {
  const run: RunOptions = { minutes: options.peakMinutes, rate: options.peakRate, minuteMs: options.peakMinuteMs, cardEvery: 4, drainMinutes: 60 };
  const perStore = Math.ceil(run.minutes * run.rate);
  const world = await makeWorld(s.gateway.url, 2 * perStore + 10);
  progress(`  made the stores' riders and shoppers`);
  const stopRenewing = keepSessionsFresh(world);
  const summaries: PeakSummary[] = [];
  // Both runs are played even when the first has failed calls, so the table always has both columns;
  // the failures fail the section once the table is written.
  const failed: string[] = [];
  try {
    for (const { label, batching } of RUNS) {
      progress(`  ${label}: ${run.rate} checkouts a minute at each of ${world.stores.length} stores for ${run.minutes} simulated minutes (1 minute = ${run.minuteMs} ms)`);
      const { summary, result } = await oneRun(world, s, batching, run);
      summaries.push(summary);
      record.details[`peak:${label}`] = { summary, errors: result.errors, orders: result.orders };
      for (const error of result.errors.slice(0, 5)) progress(`  ${label}: ${error}`);
      if (result.errors.length > 0) failed.push(`${label}: ${result.errors.length} call(s) failed, first: ${result.errors[0]}`);
    }
  } finally {
    await world.restore();
    stopRenewing();
  }
  const [on, off] = summaries as [PeakSummary, PeakSummary];
  const row = (id: string, label: string, pick: (s: PeakSummary) => number, unit: Metric['unit'], better: Metric['better'] = 'lower', note?: string, targets?: Bound[]) =>
    record.rows.push({ id: `peak:${id}`, section: 'peak', label, metrics: { 'batching on': metric(pick(on), unit, better), 'batching off': metric(pick(off), unit, better) }, note, targets });
  const load = `${run.rate}/min × ${world.stores.length} stores × ${run.minutes} min, ${DESIGN.ridersPerStore} riders each, pause at ${DESIGN.capacity.pausePerRider}/rider`;
  row('placed', 'peak: orders placed', (x) => x.placed, 'count', 'higher', load);
  row('refused', 'peak: checkouts refused (high demand)', (x) => x.refused, 'count');
  row('on-time', 'peak: delivered within the ETA promised (% of placed)', (x) => 100 * x.onTime, 'score', 'higher', undefined, [
    { metric: 'batching on', op: '>=', value: 100 * ON_TIME_TARGET },
  ]);
  row('wait-p50', 'peak: wait for a rider p50 (simulated min)', (x) => x.riderWaitP50, '');
  row('wait-p95', 'peak: wait for a rider p95 (simulated min)', (x) => x.riderWaitP95, '');
  row('trips', 'peak: rider trips per order', (x) => x.tripsPerOrder, 'x');
  row('ddb', 'peak: DynamoDB requests per placed order', (x) => x.dynamoPerOrder, 'count', 'lower', 'all calls of the run: checkouts, refusals, packing, riders\' screens and positions');
  if (failed.length > 0) throw new Error(failed.join('; '));
  if (!(on.onTime >= ON_TIME_TARGET)) {
    throw new Error(`with batching on, ${(100 * on.onTime).toFixed(1)} % of placed orders arrived within their promised ETA (target ${100 * ON_TIME_TARGET} %)`);
  }
}
