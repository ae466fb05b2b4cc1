/**
 * The sections that drive the built site in Chromium: render (API and DynamoDB requests to render
 * the home page) and weight (its JS and CSS bytes); lighthouse is bench/lighthouse-section.ts.
 */
import type { Stack } from '../local/stack.js';
import { TARGETS } from './options.js';
import { launchBrowser, measureRender, measureWeight, type PageWeight, type RenderCost, type Session } from './page.js';
import type { Recorder } from './record.js';
import { metric, type Row } from './report.js';
import { kb, sumOf } from './util.js';

function breakdown(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([k, v]) => `${k.replace(/^(GET|POST|PUT|DELETE) \/api\//, '')} ${v}`)
    .join(', ');
}

function renderRow(id: string, label: string, cost: RenderCost, withTargets: boolean): Row {
  return {
    id,
    section: 'render',
    label,
    metrics: {
      api: metric(cost.apiTotal, 'count'),
      'api before paint': metric(cost.apiBeforeFirstPaint, 'count'),
      dynamodb: metric(cost.dynamoTotal, 'count'),
    },
    targets: withTargets
      ? [
          { metric: 'api', op: '<=', value: TARGETS.homeApiRequests },
          { metric: 'dynamodb', op: '<=', value: TARGETS.homeDynamoRequests },
        ]
      : undefined,
    note: `${breakdown(cost.api)} | ${breakdown(cost.dynamo)}`,
  };
}

export async function renderSection(record: Recorder, s: Stack, signedIn: Session, scale: string, opts: { warmOnly?: boolean } = {}): Promise<void> {
  const browser = await launchBrowser();
  try {
    const visits: Record<string, RenderCost> = {};
    const suffix = scale === 'seeded' ? '' : ` (${scale} products)`;
    const idPart = scale === 'seeded' ? '' : `@${scale}`;
    if (!opts.warmOnly) {
      // The very first catalog read of this process: the snapshot and the taxonomy load here.
      visits.coldLoggedOut = await measureRender(s, browser, '/');
    } else {
      await measureRender(s, browser, '/');
    }
    visits.warmLoggedOut = await measureRender(s, browser, '/');
    if (!opts.warmOnly) visits.firstLoggedIn = await measureRender(s, browser, '/', signedIn);
    visits.warmLoggedIn = await measureRender(s, browser, '/', signedIn);
    record.details[`render${idPart}`] = visits;

    const { rows } = record;
    if (visits.coldLoggedOut) rows.push(renderRow(`render:/:out:cold${idPart}`, `/ logged out, cold server${suffix}`, visits.coldLoggedOut, false));
    rows.push(renderRow(`render:/:out:warm${idPart}`, `/ logged out, warm${suffix}`, visits.warmLoggedOut as RenderCost, true));
    if (visits.firstLoggedIn) rows.push(renderRow(`render:/:in:first${idPart}`, `/ logged in, first visit${suffix}`, visits.firstLoggedIn, false));
    rows.push(renderRow(`render:/:in:warm${idPart}`, `/ logged in, warm${suffix}`, visits.warmLoggedIn as RenderCost, false));

    // The home rows call alone, by number of categories asked for (what "independent of the number of categories" means).
    if (!opts.warmOnly) rows.push(await rowsByCategoryCount(record, s));
  } finally {
    await browser.close();
  }
}

async function rowsByCategoryCount(record: Recorder, s: Stack): Promise<Row> {
  const counter = s.dynamoCounter;
  if (!counter) throw new Error('no DynamoDB counter');
  const categories = ((await (await fetch(`${s.gateway.url}/api/category/get`)).json()) as { data: { _id: string }[] }).data;
  const sizes = [...new Set([1, 4, 8, 12, categories.length])].filter((n) => n <= categories.length);
  const metrics: Row['metrics'] = {};
  const perSize: Record<number, Record<string, number>> = {};
  for (const n of sizes) {
    await counter.idle();
    await counter.reset();
    const res = await fetch(`${s.gateway.url}/api/product/get-product-by-category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: categories.slice(0, n).map((c) => c._id) }),
    });
    await res.arrayBuffer();
    await counter.idle();
    perSize[n] = await counter.counts();
    metrics[`${n} rows`] = metric(sumOf(perSize[n]), 'count');
  }
  record.details.rowsByCategoryCount = perSize;
  return { id: 'render:rows-by-categories', section: 'render', label: 'home rows call: DynamoDB by rows asked', metrics, note: '12 products a row, warm' };
}

export async function weightSection(record: Recorder, s: Stack): Promise<void> {
  const browser = await launchBrowser();
  let weight: PageWeight;
  try {
    weight = await measureWeight(browser, s.gateway.url, '/');
  } finally {
    await browser.close();
  }
  record.details.weight = weight;
  record.rows.push(
    {
      id: 'weight:/:js',
      section: 'weight',
      label: `/ first visit: JS (${weight.js.files} files)`,
      metrics: { raw: metric(kb(weight.js.bytes), 'KB'), gzip: metric(kb(weight.js.gzipBytes), 'KB'), served: metric(kb(weight.js.servedBytes), 'KB') },
      targets: [{ metric: 'gzip', op: '<=', value: TARGETS.jsGzipKb }],
    },
    {
      id: 'weight:/:css',
      section: 'weight',
      label: `/ first visit: CSS (${weight.css.files} files)`,
      metrics: { raw: metric(kb(weight.css.bytes), 'KB'), gzip: metric(kb(weight.css.gzipBytes), 'KB'), served: metric(kb(weight.css.servedBytes), 'KB') },
      targets: [{ metric: 'gzip', op: '<=', value: TARGETS.cssGzipKb }],
    },
    {
      id: 'weight:/:all',
      section: 'weight',
      label: '/ first visit: everything loaded',
      metrics: { requests: metric(weight.requests, 'count'), raw: metric(kb(weight.allBytes), 'KB'), served: metric(kb(weight.allServedBytes), 'KB') },
      note: 'gzip: zlib default level over each body; served: the bytes received (brotli, as CloudFront and npm start send)',
    },
  );
}
