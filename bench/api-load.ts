/**
 * API latency and throughput with autocannon over loopback against the local gateway. The load
 * generator runs in a worker thread (autocannon's `workers: 1`), so it does not share the event
 * loop with the handlers it measures. DynamoDB requests per call come from the counting proxy.
 */
import autocannon from 'autocannon';
import type { Stack } from '../local/stack.js';
import { ownRequests } from './dynamo-counts.js';
import type { Session } from './page.js';
import { metric, type Row } from './report.js';
import { ratioNote } from './report-ratio.js';
import { sumOf } from './util.js';

export interface LoadScenario {
  id: string;
  label: string;
  requests: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; auth?: boolean; headers?: Record<string, string> }[];
}

export interface LoadResult {
  id: string;
  label: string;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  completed: number;
  non2xx: number;
  errors: number;
  dynamoPerCall: number;
  dynamo: Record<string, number>;
}

export async function runLoad(stack: Stack, scenario: LoadScenario, session: Session, options: { duration: number; connections: number }): Promise<LoadResult> {
  const requests = scenario.requests.map((r) => ({
    method: r.method,
    path: r.path,
    headers: {
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(r.auth ? { authorization: `Bearer ${session.accessToken}` } : {}),
      ...r.headers,
    },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  }));
  // Warm up: first use of a route may load the snapshot or build the search index.
  for (const r of requests) {
    const res = await fetch(`${stack.gateway.url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    if (!res.ok) throw new Error(`${scenario.id}: ${r.path} answered ${res.status} during warm-up`);
    await res.arrayBuffer();
  }
  const { value: result, dynamo } = await ownRequests(stack, () =>
    autocannon({
      url: stack.gateway.url.replace('localhost', '127.0.0.1'),
      connections: options.connections,
      duration: options.duration,
      workers: 1,
      requests,
      timeout: 20,
    }),
  );
  const completed = result.latency.totalCount;
  // Requests still in flight when autocannon stops are finished by the server: count per sent request.
  const sent = result.requests.sent || completed;
  return {
    id: scenario.id,
    label: scenario.label,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requestsPerSecond: result.requests.average,
    completed,
    non2xx: result.non2xx,
    errors: result.errors,
    dynamoPerCall: sent > 0 ? sumOf(dynamo) / sent : Number.NaN,
    dynamo,
  };
}

/** What went wrong under load, if anything: answers other than 2xx, and connection errors or timeouts. */
export function loadProblems(result: LoadResult): string | undefined {
  // No answer within the run (a loaded machine, a short --duration) measured nothing: its zeros are not times.
  const none = result.completed === 0 ? 'no call answered within the run' : '';
  return [none, result.non2xx ? `${result.non2xx} non-2xx` : '', result.errors ? `${result.errors} errors` : ''].filter(Boolean).join(', ') || undefined;
}

/** One row of the table for one load run; with the same row of the last run, p50 and p99 as ratios to it. */
export function loadRow(id: string, section: string, label: string, result: LoadResult, previous?: Row): Row {
  return {
    id,
    section,
    label,
    metrics: {
      p50: metric(result.p50Ms, 'ms'),
      p99: metric(result.p99Ms, 'ms'),
      rps: metric(result.requestsPerSecond, 'req/s', 'higher'),
      'ddb/call': metric(result.dynamoPerCall, 'count'),
    },
    note: [loadProblems(result), ratioNote(previous, { p50: result.p50Ms, p99: result.p99Ms })].filter(Boolean).join('; ') || undefined,
  };
}

/** A load run with failed requests measured the failures: the section fails, after its rows are shown. */
export function assertLoadSucceeded(results: readonly LoadResult[]): void {
  const failed = results.filter((r) => loadProblems(r)).map((r) => `${r.id}: ${loadProblems(r)}`);
  if (failed.length) throw new Error(`requests failed under load (${failed.join('; ')})`);
}
