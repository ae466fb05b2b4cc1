/** Build plugins of vite.config.ts: the landing-page preload script, the chunk groups, compressed copies. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

/** `start` and everything reachable from it through `next`, leaving out `skip` (and what lies beyond it). */
function reachable(start: string, next: (id: string) => Iterable<string>, skip: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || skip.has(id)) return;
    found.add(id);
    for (const following of next(id)) visit(following);
  };
  visit(start);
  return found;
}

/** The pages shoppers land on from outside the store (links, search engines). */
const landingPages = {
  product: 'src/app/routes/product-detail.tsx',
  search: 'src/app/routes/search.tsx',
  subCategory: 'src/app/routes/product-list.tsx',
};

/** The signed-in pages on the way to paying, whose code is the `basket` chunk (see chunkGroups). */
const basketPages = ['src/app/routes/cart.tsx', 'src/app/routes/checkout.tsx'];
/** The signed-in header's account menu (app/layout/account-slot.tsx): the `account` chunk. */
const accountMenu = 'src/features/auth/components/account-dropdown.tsx';
/** Pieces a shopper loads before the basket, on pages of their own: what the basket shares with them goes to `account`. */
const beforeTheBasket = ['src/app/routes/sign-in.ts', 'src/app/layout/location-picker.tsx'];
/** A product card loads it alone (add-to-cart-button.tsx): it stays a chunk of its own. */
const quantityStepper = 'src/features/cart/components/quantity-stepper.tsx';

/**
 * The pages src/preload/main.ts fetches the code of: the `page` of src/preload/landing-calls.ts and
 * of src/preload/session-calls.ts (the signed-in cart and checkout).
 */
const preloadedPages = {
  product: landingPages.product,
  search: landingPages.search,
  // The search page's header input, which the search page's module starts loading (a dynamic import,
  // so not in the page's own files): fetched with them instead of after the app's code has run, when
  // it was the last request before the results painted (Lighthouse's simulated LCP ended with it).
  searchInput: 'src/features/search/components/search-input.tsx',
  listing: landingPages.subCategory,
  cart: 'src/app/routes/cart.tsx',
  checkout: 'src/app/routes/checkout.tsx',
};

/**
 * Marks an inline script's own copy of an app module (see inlinePreload), named after the
 * src/preload/ module that imports it: the two scripts may import the same app module, and must
 * not share a chunk for it.
 */
const PRELOAD_COPY = '?preload-copy=';

/**
 * Puts src/preload/main.ts into the built index.html as an inline script, so it runs as the document
 * is parsed (no request of its own, nothing added to the app's JS). An app module it imports (the
 * slug rule of src/lib/slug.ts) is bundled into it as a copy of its own, under another module id:
 * the source is one, and the script still shares no chunk with the app. It also gets
 * `<script type="application/json" id="route-chunks">`: for each page above, the files of its lazy
 * chunk the main entry does not already load. src/preload/home-shell.ts goes in the same way, at the
 * end of the body (it shows the home shell and starts the app: vite-prerender.ts). The site's CSP
 * allows the inline scripts by their hashes (infra/stacks/web-stack.ts reads them from the built
 * index.html); JSON is data, not script.
 */
export function inlinePreload(): Plugin {
  const entry = 'src/preload/main.ts';
  const homeShellEntry = 'src/preload/home-shell.ts';
  return {
    name: 'quickbasket:inline-preload',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise answer the app module's own id.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const copyFor = importer.includes(PRELOAD_COPY)
        ? importer.slice(importer.indexOf(PRELOAD_COPY) + PRELOAD_COPY.length)
        : importer.startsWith(`${frontendRoot}src/preload/`)
          ? path.basename(importer, path.extname(importer))
          : undefined;
      if (copyFor === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // A src/preload/ module both inline scripts import (app-code.ts, home-shell-rule.ts) is copied too.
      if (!resolved || resolved.external || resolved.id.includes('/node_modules/')) {
        return resolved;
      }
      return `${resolved.id}${PRELOAD_COPY}${copyFor}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) throw new Error('quickbasket:inline-preload: no bundle to read');
        const chunks = Object.values(bundle as OutputBundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((item) => [item.fileName, item]));
        const chunkOf = (source: string) => {
          const id = `${frontendRoot}${source}`;
          // A page in a chunk group (the basket) is no chunk's facade: the group's chunk holds it.
          const found = chunks.find((item) => item.facadeModuleId === id) ?? chunks.find((item) => item.moduleIds.includes(id));
          if (!found) throw new Error(`quickbasket:inline-preload: no chunk for ${source}`);
          return found;
        };
        /** A chunk's file and every file it imports. */
        const imports = (file: string) => byFile.get(file)?.imports ?? [];
        const loaded = reachable(chunk.fileName, imports);
        const routeChunks = Object.fromEntries(
          Object.entries(preloadedPages).map(([page, source]) => [
            page,
            [...reachable(chunkOf(source).fileName, imports, loaded)].map((file) => `/${file}`),
          ]),
        );

        /** An entry's code, taken out of the bundle, as a classic script in its own function scope. */
        const inlined = (source: string) => {
          const script = chunkOf(source);
          if (script.imports.length > 0 || script.dynamicImports.length > 0 || script.exports.length > 0) {
            throw new Error(`quickbasket:inline-preload: ${source} must stand alone (no imports or exports shared with the app)`);
          }
          delete (bundle as OutputBundle)[script.fileName];
          return `<script>(()=>{${script.code.replace(/\n\/\/# sourceMappingURL=.*$/, '').trim()}})();</script>`;
        };
        const put = (page: string, name: string, tags: string[]) => {
          const marker = new RegExp(`<!-- ${name}:.*-->`);
          if (!marker.test(page)) throw new Error(`quickbasket:inline-preload: index.html has no <!-- ${name}: --> marker`);
          return page.replace(marker, () => tags.join('\n    '));
        };
        // Each runs as soon as the parser reaches it: the preload in the head, the home shell's after #root.
        const withPreload = put(html, 'inline-preload', [
          `<script type="application/json" id="route-chunks">${JSON.stringify(routeChunks)}</script>`,
          inlined(entry),
        ]);
        return put(withPreload, 'home-shell', [inlined(homeShellEntry)]);
      },
    },
  };
}

/**
 * Three chunk groups for vite.config.ts, worked out from the module graph:
 *
 * - `vendor`: the libraries src/main.tsx imports, directly or not, in one chunk the first page loads
 *   anyway. Only those: a library only lazy code imports (Amplify, which only a session needs) stays
 *   with that code, off the first page of a signed-out visitor.
 *
 * - `app`: the app's own modules that src/main.tsx imports, directly or not. Rolldown would
 *   otherwise give each module a lazy page shares with them a chunk of its own (it will not let a
 *   lazy chunk import from the entry that imports it): the first page loaded 8 files where 4 do.
 * - `catalog`: the modules a page shoppers land on from outside (search, a sub category, a product)
 *   shares with any other lazy page. Left alone, each is a sub-KB chunk of its own, and every one
 *   is a request more before such a page shows (search went from 4 files to 2; on HTTP/1.1 six
 *   requests at a time, as the local stack serves it, that took 0.2 s off its Lighthouse LCP).
 * - `basket`: the cart's and checkout's code (basketPages) but for the pieces below, and `account`:
 *   the header's account menu and what the basket shares with the pages a shopper goes through
 *   before it (sign in, the location picker: the dialog, the text field, the guest cart's merge).
 *   Left alone, checkout's code was 20 files and the signed-in header's 5 more (the address tile,
 *   the bill box, the avatar, ... most under 1 KB gzip), each a request before its LCP. A page
 *   sharing a module of one now loads that chunk: the cart panel and an order's page the basket
 *   (~13 KB gzip), the sign-in pages and the location picker `account`. The quantity stepper, which
 *   a product card loads alone, keeps its own chunk.
 */
export function chunkGroups(): {
  plugin: Plugin;
  isVendor: (id: string) => boolean;
  isApp: (id: string) => boolean;
  isCatalog: (id: string) => boolean;
  isBasket: (id: string) => boolean;
  isAccount: (id: string) => boolean;
} {
  const vendor = new Set<string>();
  const app = new Set<string>();
  const catalog = new Set<string>();
  const basket = new Set<string>();
  const account = new Set<string>();
  const plugin: Plugin = {
    name: 'quickbasket:chunk-groups',
    apply: 'build',
    // The module graph is complete here, and chunks are not made yet.
    buildEnd() {
      const own = (id: string) => !id.includes('/node_modules/');
      /** The app modules a module imports statically (the libraries go to the vendor chunk). */
      const imports = (id: string) => (this.getModuleInfo(id)?.importedIds ?? []).filter(own);

      const main = `${frontendRoot}src/main.tsx`;
      if (!this.getModuleInfo(main)) throw new Error('quickbasket:chunk-groups: src/main.tsx is not in the build');
      app.clear();
      for (const id of reachable(main, imports)) app.add(id);
      vendor.clear();
      for (const id of reachable(main, (id) => this.getModuleInfo(id)?.importedIds ?? [])) if (!own(id)) vendor.add(id);

      const lazyPages = new Set<string>();
      for (const id of this.getModuleIds()) {
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (own(target)) lazyPages.add(target);
      }
      const closures = new Map([...lazyPages].map((page) => [page, reachable(page, imports, app)]));
      catalog.clear();
      for (const source of Object.values(landingPages)) {
        const page = `${frontendRoot}${source}`;
        const mine = closures.get(page);
        if (!mine) throw new Error(`quickbasket:chunk-groups: ${source} is not a lazy page`);
        for (const id of mine) {
          const shared = [...closures].some(([other, theirs]) => other !== page && theirs.has(id));
          if (id !== page && shared) catalog.add(id);
        }
      }
      const closureOf = (source: string) => {
        const found = closures.get(`${frontendRoot}${source}`);
        if (!found) throw new Error(`quickbasket:chunk-groups: ${source} is not a lazy page`);
        return found;
      };
      const stepperCode = closureOf(quantityStepper);
      const before = new Set(beforeTheBasket.flatMap((source) => [...closureOf(source)]));
      basket.clear();
      account.clear();
      for (const id of closureOf(accountMenu)) if (!catalog.has(id) && !stepperCode.has(id)) account.add(id);
      for (const id of basketPages.flatMap((source) => [...closureOf(source)])) {
        if (catalog.has(id) || stepperCode.has(id) || account.has(id)) continue;
        (before.has(id) ? account : basket).add(id);
      }
    },
  };
  return { plugin, isVendor: (id) => vendor.has(id), isApp: (id) => app.has(id), isCatalog: (id) => catalog.has(id), isBasket: (id) => basket.has(id), isAccount: (id) => account.has(id) };
}

/**
 * The site's files CloudFront compresses: their Content-Type (text/html, text/javascript, text/css,
 * image/svg+xml, application/json, text/plain) is on its list, and it compresses only objects of
 * 1,000 to 10,000,000 bytes (developer guide, "Serve compressed files").
 */
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt)$/;
export const COMPRESS_MIN_BYTES = 1_000;
export const COMPRESS_MAX_BYTES = 10_000_000;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The compressed copies of one file, as small as brotli and gzip make them; undefined for a file
 * CloudFront would send as it is.
 */
export async function compressedCopies(fileName: string, contents: Buffer): Promise<{ br: Buffer; gz: Buffer } | undefined> {
  if (!COMPRESSIBLE.test(fileName) || contents.length < COMPRESS_MIN_BYTES || contents.length > COMPRESS_MAX_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(contents, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    }),
    gzipAsync(contents, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each file of the build CloudFront would compress, once,
 * at build time: the local gateway sends them to browsers that accept them, as CloudFront sends
 * what it compresses, so what a shopper downloads from `npm start` (and the benchmark measures)
 * is what CloudFront sends. The deploy leaves them out of the S3 bucket (infra/constructs/site-deployment.ts):
 * in AWS, CloudFront compresses the files itself.
 */
export function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'quickbasket:precompress',
    apply: 'build',
    writeBundle({ dir }) {
      outDir = dir;
    },
    // Once the files are written, in closeBundle (Vite awaits it before build() resolves): brotli
    // at its best quality is the slowest step of the build, and in writeBundle Rolldown counts it
    // in the build's time and warns (PLUGIN_TIMINGS) at `npm start` on a busy machine.
    async closeBundle() {
      if (outDir) await writeCompressedCopies(outDir);
    },
  };
}

/** precompress() over a directory: the copies of every file in it, sub directories included. */
export async function writeCompressedCopies(dir: string): Promise<void> {
  const names = await readdir(dir, { recursive: true });
  await Promise.all(
    names
      .filter((name) => COMPRESSIBLE.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        const copies = await compressedCopies(name, await readFile(file));
        if (copies) await Promise.all([writeFile(`${file}.br`, copies.br), writeFile(`${file}.gz`, copies.gz)]);
      }),
  );
}
