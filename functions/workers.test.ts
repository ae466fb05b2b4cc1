import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES } from '../events/rules.js';
import { streamAccepts, workers, workersOf } from './workers.js';

const functionsDir = path.dirname(fileURLToPath(import.meta.url));
const WORKER_FOLDERS = ['consumers', 'jobs', 'triggers'] as const;

/** The handler files of the worker folders, as manifest entries (`jobs/build-catalog.ts`). */
function workerFiles(root = functionsDir): string[] {
  return WORKER_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `${folder}/${f}`),
  ).sort();
}

describe('workers manifest', () => {
  it('has one entry per handler file of consumers/, jobs/ and triggers/, and a file per entry', () => {
    const entries = workers.map((w) => w.entry);
    expect(new Set(entries).size, 'an entry is declared twice').toBe(entries.length);
    expect([...entries].sort()).toEqual(workerFiles());
  });

  it('names the target of every bus rule, and a rule for every bus consumer', () => {
    const bus = workersOf('bus').map((w) => [w.trigger.rule, w.entry]);
    expect(bus.sort()).toEqual(RULES.map((rule) => [rule.name, `${rule.target}.ts`]).sort());
  });

  it('retries and dead-letters what a queue or the stream feeds; a schedule and a trigger are not replayed', () => {
    for (const w of workers) {
      const fed = ['bus', 'stream', 'object'].includes(w.trigger.kind);
      expect(w.retries !== undefined && w.deadLetters !== undefined, w.entry).toBe(fed);
    }
  });

  it('filters stream records by their keys as the event source mappings do', () => {
    const [buildCatalog] = workersOf('stream').filter((w) => w.entry === 'jobs/build-catalog.ts');
    expect(streamAccepts(buildCatalog!.trigger, { pk: 'CATALOG', sk: 'VERSION' })).toBe(true);
    expect(streamAccepts(buildCatalog!.trigger, { pk: 'CATALOG', sk: 'VERSIONS' })).toBe(false);
    const [liveOrders] = workersOf('stream').filter((w) => w.entry === 'consumers/live-orders.ts');
    expect(streamAccepts(liveOrders!.trigger, { pk: 'USER#u1', sk: 'ORDER#o1' })).toBe(true);
    expect(streamAccepts(liveOrders!.trigger, { pk: 'USER#u1', sk: 'PROFILE' })).toBe(false);
  });

});
