/**
 * The cart call's latency on one tree's embedded stack, to compare two commits: GET /api/cart/get for
 * the demo shopper with one line, 20 connections, three rounds. It uses only what older trees have
 * too, so it can be copied into a worktree of an earlier commit and run there in alternation with this
 * one: `npx tsx bench/cart-p99.ts <port base> <seconds> <results file>`.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import { signInByApi } from './page.js';
import { startScriptStack } from './stack-setup.js';

const base = Number(process.argv[2]);
const duration = Number(process.argv[3] ?? 10);
const { stack, dataDir } = await startScriptStack(base, 'cartp99');
if (!stack) throw new Error('no stack');
const url = stack.gateway.url;
const shopper = DEMO_ACCOUNTS.find((a) => !a.admin)!;
const session = await signInByApi(url, shopper.email, shopper.password);
const products = (await (await fetch(`${url}/api/product/get`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1, limit: 5 }) })).json()) as { data: { _id: string; stock: number }[] };
const inStock = products.data.find((p) => p.stock > 0)!;
const add = await fetch(`${url}/api/cart/create`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` }, body: JSON.stringify({ productId: inStock._id }) });
if (add.status >= 300) throw new Error(`add ${add.status}`);
const out: string[] = [];
for (let round = 0; round < 3; round++) {
  const r = await autocannon({ url: `${url}/api/cart/get`, connections: 20, duration, headers: { authorization: `Bearer ${session.accessToken}` } });
  out.push(`round ${round + 1}: p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms, ${r.requests.average} req/s, non2xx ${r.non2xx}`);
}
fs.writeFileSync(process.argv[4]!, out.join("\n") + "\n");
await stack.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
