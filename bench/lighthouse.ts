/**
 * Lighthouse 12 (programmatic) against the local site with Debian's Chromium. Each run gets its
 * own browser and profile (nothing cached between runs); nothing but localhost resolves, so a
 * stray third-party request fails instead of timing the internet.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config, Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './page.js';
import { median } from './util.js';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's measure of this machine's speed (simulated throttling scales from it). */
  benchmarkIndex: number;
  /** Wall time of the run, browser start included. */
  wallMs: number;
  /** Why the run is unusable, when Lighthouse said so. */
  error?: string;
  warnings: string[];
}

export interface LighthouseSummary {
  url: string;
  preset: Preset;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, 'error' | 'warnings' | 'wallMs'>;
  /** What kept scores below 100 in the median-LCP run (audit ids with their score). */
  opportunities: string[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-quic',
];

const leftoverProfiles = new Set<string>();
/** Browsers this process started (detached groups): never left behind if the bench is interrupted. */
const runningGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of runningGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Best effort: a profile a straggling helper still writes to is removed later, never failing a run. */
function removeProfile(profile: string): void {
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    leftoverProfiles.delete(profile);
  } catch {
    leftoverProfiles.add(profile);
  }
}

/** Starts Chromium with a DevTools port and a throwaway profile. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-lh-'));
  // Its own process group, so stopping it also stops its helpers (which write the profile).
  const child = spawn(CHROMIUM, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  if (child.pid !== undefined) runningGroups.add(child.pid);
  child.once('exit', () => {
    if (child.pid !== undefined) runningGroups.delete(child.pid);
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen.slice(-500)}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${seen.slice(-500)}`));
    });
  });
  child.stderr.resume();
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      signalGroup('SIGKILL');
      removeProfile(profile);
    },
  };
}

/**
 * Puts `storage` into the site's localStorage of the run's fresh profile (a signed-in session) from
 * a document of the site that loads no code (/config.json), so the page under test starts with an
 * empty cache all the same.
 */
async function seedStorage(port: number, url: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/config.json', url).href);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function runOnce(
  url: string,
  preset: Preset,
  /** localStorage to start with, made for this run (a session signed in now: one made earlier may have expired). */
  makeStorage?: () => Promise<Record<string, string>>,
): Promise<{ run: LighthouseRun; opportunities: string[] }> {
  const started = performance.now();
  const storage = await makeStorage?.();
  const chrome = await launchChromium();
  try {
    if (storage) await seedStorage(chrome.port, url, storage);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // A screenshot of the whole (long) home page costs seconds per run and scores nothing.
      disableFullPageScreenshot: true,
      // Lighthouse clears the origin's storage before it loads the page: a signed-in run keeps its session.
      disableStorageReset: storage !== undefined,
    };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    // BENCH_LH_REPORTS=<dir>: keep every full report (long tasks, LCP element, ...) and its trace for diagnosis.
    const reports = process.env.BENCH_LH_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${preset}-${new URL(url).pathname.split('/')[1] || 'home'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
      // Its trace too (devtools opens it): what ran on the main thread before the paint.
      fs.writeFileSync(path.join(reports, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      run: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        fcpMs: numeric('first-contentful-paint'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        wallMs: performance.now() - started,
        error: lhr.runtimeError?.message,
        warnings: lhr.runWarnings,
      },
      opportunities,
    };
  } finally {
    await chrome.stop();
  }
}

function failedRun(err: unknown): LighthouseRun {
  const nan = Number.NaN;
  return {
    performance: nan,
    accessibility: nan,
    bestPractices: nan,
    lcpMs: nan,
    cls: nan,
    tbtMs: nan,
    fcpMs: nan,
    benchmarkIndex: nan,
    wallMs: nan,
    error: err instanceof Error ? err.message : String(err),
    warnings: [],
  };
}

/** Medians of the runs that worked; the opportunities of the run closest to the median LCP. */
export function summarize(url: string, preset: Preset, results: { run: LighthouseRun; opportunities: string[] }[]): LighthouseSummary {
  const ok = results.filter((r) => !r.run.error).map((r) => r.run);
  const med = (pick: (r: LighthouseRun) => number) => median(ok.map(pick));
  const summary = {
    performance: med((r) => r.performance),
    accessibility: med((r) => r.accessibility),
    bestPractices: med((r) => r.bestPractices),
    lcpMs: med((r) => r.lcpMs),
    cls: med((r) => r.cls),
    tbtMs: med((r) => r.tbtMs),
    fcpMs: med((r) => r.fcpMs),
    benchmarkIndex: med((r) => r.benchmarkIndex),
  };
  const typical = [...results].sort((a, b) => Math.abs(a.run.lcpMs - summary.lcpMs) - Math.abs(b.run.lcpMs - summary.lcpMs))[0];
  return { url, preset, runs: results.map((r) => r.run), median: summary, opportunities: typical?.opportunities ?? [] };
}

/**
 * Every (url, preset) pair `runs` times, round-robin (machine load drifting during the bench hits
 * all pages alike). With a time budget, stops after the last round that fits (at least one).
 */
export async function runLighthouseRounds(
  targets: { url: string; preset: Preset; storage?: () => Promise<Record<string, string>> }[],
  runs: number,
  budgetMs: number | undefined,
  onRun?: (target: { url: string; preset: Preset }, run: LighthouseRun) => void,
): Promise<{ summaries: LighthouseSummary[]; rounds: number }> {
  const results = targets.map(() => [] as { run: LighthouseRun; opportunities: string[] }[]);
  const started = performance.now();
  let rounds = 0;
  for (let round = 0; round < runs; round++) {
    const elapsed = performance.now() - started;
    // Another round takes about as long as the average so far.
    if (budgetMs !== undefined && round > 0 && elapsed + elapsed / round > budgetMs) break;
    for (const [i, target] of targets.entries()) {
      const result = await runOnce(target.url, target.preset, target.storage).catch((err: unknown) => ({ run: failedRun(err), opportunities: [] }));
      results[i]?.push(result);
      onRun?.(target, result.run);
    }
    rounds++;
  }
  for (const profile of [...leftoverProfiles]) removeProfile(profile);
  return { summaries: targets.map((t, i) => summarize(t.url, t.preset, results[i] ?? [])), rounds };
}
