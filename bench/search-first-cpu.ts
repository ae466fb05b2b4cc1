/**
 * CPU time of each bench query's first (uncached) search in a new container, compared between
 * source trees (decision 0059's method): the catalog object is built once with the builder's code
 * (`encodeCatalog`, as bench/catalog-object.ts builds its large catalog) and kept in a file; then, in
 * rounds, each tree in turn (the order alternating from round to round) runs a fresh node process
 * that decodes the object, loads the index by a first search ("warm up", as the bench does) and
 * times `process.cpuUsage` around each query's first search (its first page of 12, as the search call
 * answers). CPU time, not wall time: on a shared machine the wall time measures the load. Every
 * process also hashes all queries' result ids, every match in order: trees that differ in speed only
 * must print the same hash (the script fails otherwise).
 *
 *   npx tsx bench/search-first-cpu.ts --products 50000 --rounds 3 --trees /work/wt/base,.
 *
 * --trees: source trees, each with its node_modules (a `git worktree` of another commit); default
 * this one. --object: the object's file (default: one per size in the system's temp folder, built if
 * missing, reused after: delete it after a change of the catalog's encoding); --rounds 0 only builds it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as CatalogBlob from '../functions/core/catalog-blob.js';
import type * as CatalogQuery from '../functions/core/catalog-query.js';
import type * as CatalogSearch from '../functions/core/catalog-search.js';
import { QUERIES } from './catalog-object.js';

interface TreeFigures {
  /** Decode and index load, as bench/catalog-object.ts's `coldCpuMs`. */
  loadCpuMs: number;
  firstSearchCpuMs: Record<string, number>;
  /** Each query's result count. */
  found: Record<string, number>;
  hash: string;
}

const SCRIPT = fileURLToPath(import.meta.url);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** In the child: one tree's code, in a fresh process, on the object's bytes. */
async function measure(tree: string, object: string): Promise<TreeFigures> {
  const load = (module: string) => import(pathToFileURL(path.join(tree, 'functions/core', module)).href);
  const { decodeCatalog } = (await load('catalog-blob.ts')) as typeof CatalogBlob;
  const { listProducts } = (await load('catalog-search.ts')) as typeof CatalogSearch;
  const { paginate } = (await load('catalog-query.ts')) as typeof CatalogQuery;
  const bytes = readFileSync(object);
  const started = process.cpuUsage();
  const { view } = decodeCatalog(bytes);
  listProducts(view, 'warm up');
  const loadCpuMs = cpuMs(started);
  const hash = createHash('sha256');
  const firstSearchCpuMs: Record<string, number> = {};
  const found: Record<string, number> = {};
  for (const query of QUERIES) {
    const before = process.cpuUsage();
    // What the search call does (search-products.ts): the first page of 12.
    const { totalCount } = paginate(listProducts(view, query), 1, 12);
    firstSearchCpuMs[query] = cpuMs(before);
    found[query] = totalCount;
    // Every match in order, read after the time is taken: the trees must rank alike.
    const products = listProducts(view, query);
    hash.update(`${query}\n${products.slice(0, products.length).map((p) => p._id).join(',')}\n`);
  }
  return { loadCpuMs, firstSearchCpuMs, found, hash: hash.digest('hex').slice(0, 16) };
}

/** The object at this size, built once with this tree's builder. */
async function objectFile(products: number, file: string | undefined): Promise<string> {
  const at = file ?? path.join(tmpdir(), `quickbasket-catalog-${products}.bin`);
  if (existsSync(at)) return at;
  const { encodeCatalog } = await import('../functions/core/catalog-blob.js');
  const { buildCatalogView } = await import('../functions/core/catalog-query.js');
  const { catalogSearchIndex } = await import('../functions/core/catalog-search.js');
  const productItem = await import('../functions/data/items/product.js');
  const { buildSeedCatalog } = await import('../local/seed/catalog.js');
  const seed = buildSeedCatalog(products);
  const source = buildCatalogView({
    products: seed.products.map(productItem.fromItem),
    categories: seed.categories.map(({ _id, name, image }) => ({ _id, name, image })),
    subCategories: seed.subCategories.map(({ _id, name, image, category }) => ({ _id, name, image, category })),
  });
  catalogSearchIndex(source);
  writeFileSync(at, encodeCatalog(1, source));
  return at;
}

function inChild(tree: string, object: string): Promise<TreeFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, '--child', tree, '--object', object], { cwd: tree, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as TreeFigures) : reject(new Error(`${tree}: exited ${code}: ${err.trim().slice(-500)}`)),
    );
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '50000' },
      rounds: { type: 'string', default: '3' },
      trees: { type: 'string', default: '.' },
      object: { type: 'string' },
      child: { type: 'string' },
    },
  });
  if (values.child !== undefined) {
    process.stdout.write(`\n${JSON.stringify(await measure(values.child, values.object!))}\n`);
    return;
  }
  const trees = values.trees.split(',').map((tree) => path.resolve(tree));
  const object = await objectFile(Number(values.products), values.object);
  if (Number(values.rounds) === 0) {
    console.log(`catalog object: ${object}`);
    return;
  }
  const runs = new Map<string, TreeFigures[]>(trees.map((tree) => [tree, []]));
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const tree of round % 2 === 0 ? trees : [...trees].reverse()) runs.get(tree)!.push(await inChild(tree, object));
    process.stderr.write(`round ${round + 1} done\n`);
  }
  const ms = (n: number) => n.toFixed(0);
  console.log(`${values.products} products, CPU ms per round (${path.basename(object)}); trees: ${trees.join(', ')}`);
  console.log(['query', 'found', ...trees.map((tree) => path.basename(tree))].join(' | '));
  for (const query of QUERIES) {
    const found = runs.get(trees[0]!)![0]!.found[query];
    console.log([`"${query}"`, found, ...trees.map((tree) => runs.get(tree)!.map((f) => ms(f.firstSearchCpuMs[query]!)).join(', '))].join(' | '));
  }
  console.log(['decode + index load', '', ...trees.map((tree) => runs.get(tree)!.map((f) => ms(f.loadCpuMs)).join(', '))].join(' | '));
  const slowest = (f: TreeFigures) => Math.max(...Object.values(f.firstSearchCpuMs));
  console.log(['slowest first search', '', ...trees.map((tree) => runs.get(tree)!.map((f) => ms(slowest(f))).join(', '))].join(' | '));
  const hashes = new Set([...runs.values()].flat().map((f) => f.hash));
  console.log(`result hash: ${[...hashes].join(', ')}`);
  if (hashes.size > 1) {
    console.error('the trees found different results');
    process.exitCode = 1;
  }
}

await main();
