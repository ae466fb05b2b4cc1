/**
 * What a bench run collects (rows, raw details, section times, failures) and how it ends: the
 * table on stdout, bench/results.json written, and a non-zero exit when any section failed.
 */
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from './options.js';
import { readResults, renderTable, writeResults, type Results, type Row } from './report.js';
import { progress, seconds, timed } from './util.js';

export interface Failure {
  section: string;
  message: string;
}

export interface Recorder {
  readonly rows: Row[];
  /** Raw figures behind the rows, kept in the results file. */
  readonly details: Record<string, unknown>;
  readonly failures: Failure[];
  /** Set by the Lighthouse section: full rounds that ran. */
  lighthouseRounds?: number;
  /**
   * Runs one section (or step) and times it. A failure is logged, shown as a row and remembered for
   * the exit status; the run goes on with the other sections.
   */
  section<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  /** Prints the table and the run's summary, writes the results file; exits 1 when a section failed. */
  finish(options: BenchOptions): void;
}

export function createRecorder(): Recorder {
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const benchStarted = performance.now();
  const timings: Record<string, string> = {};

  const recorder: Recorder = {
    rows: [],
    details: {},
    failures: [],
    async section<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
      const started = performance.now();
      try {
        return await timed(name, work);
      } catch (err) {
        const message = (err as Error).message;
        progress(`  ${name} FAILED: ${(err as Error).stack ?? String(err)}`);
        recorder.rows.push({ id: `error:${name}`, section: name.split(' ')[0] ?? name, label: `${name} failed`, metrics: {}, note: message.slice(0, 200) });
        recorder.failures.push({ section: name, message });
        return undefined;
      } finally {
        timings[name] = seconds(performance.now() - started);
      }
    },
    finish(options: BenchOptions): void {
      const { resultsFile, ...recorded } = options;
      const previous = readResults(resultsFile);
      const durationSeconds = (performance.now() - benchStarted) / 1000;
      const rounds = recorder.lighthouseRounds;
      const results: Results = {
        startedAt: startedAt.toISOString(),
        durationSeconds,
        options: recorded,
        environment: {
          node: process.version,
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 1024 ** 3),
          platform: `${os.platform()} ${os.release()}`,
          loadAverageAtStart: loadAtStart,
          loadAverageAtEnd: os.loadavg()[0],
        },
        rows: recorder.rows,
        details: { ...recorder.details, timings, lighthouseRounds: rounds },
      };
      console.log(renderTable(recorder.rows, previous));
      console.log(
        `\nbench took ${(durationSeconds / 60).toFixed(1)} min (${Object.entries(timings).map(([k, v]) => `${k} ${v}`).join(', ')}); ` +
          `Lighthouse ${rounds === undefined ? 'not run' : `${rounds} run(s) each${rounds < options.runs ? ` (of --runs ${options.runs}: the --lighthouse-minutes budget was reached)` : ''}`}, API ${options.duration} s × ${options.connections} connections; ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at end, Node ${process.version}.`,
      );
      console.log(
        previous
          ? `Δ: change against ${path.relative(process.cwd(), resultsFile)} of ${previous.startedAt} ("!" = worse).`
          : `No previous ${path.relative(process.cwd(), resultsFile)}: the next run will show deltas.`,
      );
      writeResults(resultsFile, results);
      progress(`results written to ${resultsFile}`);
      if (recorder.failures.length > 0) {
        console.error(`\nbench FAILED: ${recorder.failures.length} section(s) failed:\n${recorder.failures.map((f) => `  ${f.section}: ${f.message.split('\n')[0]}`).join('\n')}`);
        process.exitCode = 1;
      }
    },
  };
  return recorder;
}
