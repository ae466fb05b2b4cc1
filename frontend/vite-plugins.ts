/** Build plugins of vite.config.ts: the landing-page preload script and the entry's chunk. */
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

/** The pages src/preload/main.ts fetches the code of: the `page` of src/preload/landing-calls.ts. */
const preloadedPages = {
  product: 'src/app/routes/product-detail.tsx',
  search: 'src/app/routes/search.tsx',
};

/**
 * Puts src/preload/main.ts into the built index.html as an inline script, so it runs as the document
 * is parsed (no request of its own, nothing added to the app's JS), and gives it
 * `<script type="application/json" id="route-chunks">`: for each page above, the files of its lazy
 * chunk the main entry does not already load. The site's CSP allows the inline script by its hash
 * (infra/constructs/site-headers.ts reads it from the built index.html); JSON is data, not script.
 */
export function inlinePreload(): Plugin {
  const entry = 'src/preload/main.ts';
  return {
    name: 'quickbasket:inline-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) throw new Error('quickbasket:inline-preload: no bundle to read');
        const chunks = Object.values(bundle as OutputBundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((item) => [item.fileName, item]));
        const chunkOf = (source: string) => {
          const found = chunks.find((item) => item.facadeModuleId === `${frontendRoot}${source}`);
          if (!found) throw new Error(`quickbasket:inline-preload: no chunk for ${source}`);
          return found;
        };
        /** A chunk's file and every file it imports, leaving out `skip`. */
        const closure = (start: OutputChunk, skip: ReadonlySet<string> = new Set()) => {
          const files = new Set<string>();
          const visit = (item: OutputChunk) => {
            if (files.has(item.fileName) || skip.has(item.fileName)) return;
            files.add(item.fileName);
            for (const file of item.imports) {
              const next = byFile.get(file);
              if (next) visit(next);
            }
          };
          visit(start);
          return files;
        };
        const loaded = closure(chunk as OutputChunk);
        const routeChunks = Object.fromEntries(
          Object.entries(preloadedPages).map(([page, source]) => [page, [...closure(chunkOf(source), loaded)].map((file) => `/${file}`)]),
        );

        const preload = chunkOf(entry);
        if (preload.imports.length > 0 || preload.dynamicImports.length > 0 || preload.exports.length > 0) {
          throw new Error(`quickbasket:inline-preload: ${entry} must stand alone (no imports or exports shared with the app)`);
        }
        delete (bundle as OutputBundle)[preload.fileName];
        const code = preload.code.replace(/\n\/\/# sourceMappingURL=.*$/, '').trim();
        const marker = /<!-- inline-preload:.*-->/;
        if (!marker.test(html)) throw new Error('quickbasket:inline-preload: index.html has no <!-- inline-preload: --> marker');
        // A classic script in its own function scope: it runs as soon as the parser reaches it.
        const tags = [
          `<script type="application/json" id="route-chunks">${JSON.stringify(routeChunks)}</script>`,
          `<script>(()=>{${code}})();</script>`,
        ];
        return html.replace(marker, () => tags.join('\n    '));
      },
    },
  };
}

/**
 * The app's own modules that src/main.tsx imports, directly or not: the `app` chunk group of
 * vite.config.ts. Rolldown would otherwise give each module a lazy page shares with them a chunk
 * of its own (it will not let a lazy chunk import from the entry that imports it), and the first
 * page loaded 8 files where 4 do, each one more request before anything shows.
 */
export function entryModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'quickbasket:entry-modules',
    apply: 'build',
    // The module graph is complete here, and chunks are not made yet.
    buildEnd() {
      ids.clear();
      const visit = (id: string) => {
        if (ids.has(id) || id.includes('/node_modules/')) return;
        ids.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      const main = this.getModuleInfo(`${frontendRoot}src/main.tsx`);
      if (!main) throw new Error('quickbasket:entry-modules: src/main.tsx is not in the build');
      for (const next of main.importedIds) visit(next);
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}
