/**
 * The lighthouse section: Lighthouse 12, mobile and desktop, --runs runs of each page. Mobile runs
 * are held to their page's targets one by one (bench/lighthouse-targets.ts): the table shows each
 * page's worst run against them and every run in its note, and one run that misses fails the
 * section (the bench exits 1). Desktop shows the median.
 */
import { productPath, subCategoryPath } from '../frontend/src/lib/slug.js';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import type { Stack } from '../local/stack.js';
import { runLighthouseRounds, type LighthouseRun, type LighthouseSummary, type Preset } from './lighthouse.js';
import { HOME_TARGETS, PAGE_TARGETS, bounds, runMisses, worstOf, type PageTargets } from './lighthouse-targets.js';
import { TARGETS, type BenchOptions } from './options.js';
import { sessionStorageEntries, signInByApi, warmPages, type Session } from './page.js';
import type { Recorder } from './record.js';
import { metric, type Row } from './report.js';
import { progress, seconds } from './util.js';

interface LighthousePage {
  id: string;
  path: string;
  label: string;
  targets: PageTargets;
  /** Opened signed in as the demo shopper (with a line in the cart). */
  signedIn?: boolean;
  /** Also run with the desktop preset. */
  desktop?: boolean;
}

async function post<T>(s: Stack, path: string, body: unknown, session?: Session): Promise<T> {
  const res = await fetch(`${s.gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

type Named = { _id: string; name: string };

/** The pages to measure; the shopper gets a line in the cart, so the cart and checkout show a bill. */
async function pagesToMeasure(s: Stack, session: Session): Promise<LighthousePage[]> {
  const listed = await post<{ data: Named[] }>(s, '/api/product/get', { page: 1, limit: 1 });
  const product = listed.data[0];
  if (!product) throw new Error('no product to open');
  const subCategories = await post<{ data: (Named & { category: Named[] })[] }>(s, '/api/subcategory/get', {});
  const sub = subCategories.data.find((candidate) => candidate.category.length > 0);
  const category = sub?.category[0];
  if (!sub || !category) throw new Error('no sub category to list');
  await post(s, '/api/cart/create', { productId: product._id }, session).catch(() => undefined); // already in the cart: fine
  return [
    { id: 'home', path: '/', label: '/', targets: HOME_TARGETS, desktop: true },
    { id: 'product', path: productPath(product), label: '/product/…', targets: PAGE_TARGETS, desktop: true },
    { id: 'search', path: '/search?q=milk', label: '/search?q=milk', targets: PAGE_TARGETS, desktop: true },
    { id: 'listing', path: subCategoryPath(category, sub), label: '/{category}/{sub category}', targets: PAGE_TARGETS },
    { id: 'cart', path: '/cart', label: '/cart (signed in)', targets: PAGE_TARGETS, signedIn: true },
    { id: 'checkout', path: '/checkout', label: '/checkout (signed in)', targets: PAGE_TARGETS, signedIn: true },
  ];
}

const runText = (r: LighthouseRun, i: number) =>
  r.error ? `${i + 1}: ${r.error}` : `${i + 1}: perf ${r.performance}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}`;

export async function lighthouseSection(record: Recorder, options: BenchOptions, s: Stack, session: Session): Promise<void> {
  const all = await pagesToMeasure(s, session);
  const wanted = options.lighthousePages;
  const unknown = wanted?.filter((id) => !all.some((page) => page.id === id)) ?? [];
  if (unknown.length) throw new Error(`--lighthouse-pages: unknown page ${unknown.join(', ')} (known: ${all.map((page) => page.id).join(', ')})`);
  const pages = wanted ? all.filter((page) => wanted.includes(page.id)) : all;
  const shopper = DEMO_ACCOUNTS.find((a) => !a.admin);
  if (!shopper) throw new Error('no demo shopper');
  // Warm the server first, so the runs measure the site, not the first load of each call's code
  // (the first run after the stack started had the home page's worst TBT, 215 ms).
  const warmSession = await signInByApi(s.gateway.url, shopper.email, shopper.password);
  await warmPages(s.gateway.url, pages.map((page) => ({ path: page.path, session: page.signedIn ? warmSession : undefined })));
  // A session signed in for each run: an access token from the start of a long bench has expired by its last runs.
  const storage = async () => sessionStorageEntries(await signInByApi(s.gateway.url, shopper.email, shopper.password));
  const targets = [
    ...pages.map((page) => ({ preset: 'mobile' as Preset, page })),
    ...pages.filter((page) => page.desktop).map((page) => ({ preset: 'desktop' as Preset, page })),
  ].map(({ preset, page }) => ({ preset, page, url: `${s.gateway.url}${page.path}`, storage: page.signedIn ? storage : undefined }));
  const { summaries, rounds } = await runLighthouseRounds(targets, options.runs, options.lighthouseBudgetMs, (target, run) =>
    progress(`  lighthouse ${target.preset} ${new URL(target.url).pathname}: perf ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, ${seconds(run.wallMs)}${run.error ? ` (${run.error})` : ''}`),
  );
  record.lighthouseRounds = rounds;
  const misses: string[] = [];
  for (const [i, { preset, page }] of targets.entries()) {
    const summary = summaries[i] as LighthouseSummary;
    const failed = summary.runs.filter((r) => r.error).length;
    const m = summary.median;
    const row: Row = {
      id: `lighthouse:${preset}:${page.id}`,
      section: 'lighthouse',
      label: `${preset} ${page.label}`,
      metrics: {},
      note: [`median of ${summary.runs.length - failed}`, failed ? `${failed} failed` : '', `benchmarkIndex ${m.benchmarkIndex.toFixed(0)}`].filter(Boolean).join(', '),
    };
    if (preset === 'mobile') {
      const w = worstOf(summary.runs);
      row.label = `mobile ${page.label}: worst of ${summary.runs.length}`;
      row.metrics = {
        perf: metric(w.performance, 'score', 'higher'),
        a11y: metric(w.accessibility, 'score', 'higher'),
        LCP: metric(w.lcpMs / 1000, 's'),
        CLS: metric(w.cls, ''),
        TBT: metric(w.tbtMs, 'ms'),
      };
      row.targets = bounds(page.targets);
      row.note = `runs ${summary.runs.map(runText).join('; ')}; median perf ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s`;
      for (const [n, run] of summary.runs.entries()) {
        const missed = runMisses(run, page.targets);
        if (missed.length) misses.push(`mobile ${page.path} run ${n + 1}: ${missed.join(', ')}`);
      }
    } else {
      row.metrics = {
        perf: metric(m.performance, 'score', 'higher'),
        a11y: metric(m.accessibility, 'score', 'higher'),
        bp: metric(m.bestPractices, 'score', 'higher'),
        LCP: metric(m.lcpMs / 1000, 's'),
        CLS: metric(m.cls, ''),
        TBT: metric(m.tbtMs, 'ms'),
      };
      row.targets = [
        { metric: 'CLS', op: '<=', value: TARGETS.cls },
        { metric: 'a11y', op: '>=', value: TARGETS.accessibility },
      ];
    }
    record.rows.push(row);
  }
  record.details.lighthouse = summaries;
  // One run that misses its page's targets fails the bench: the median would hide it.
  if (misses.length) throw new Error(`Lighthouse runs missed their targets:\n${misses.join('\n')}`);
}
