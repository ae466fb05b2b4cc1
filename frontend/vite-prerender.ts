/**
 * The home page's first screen in index.html (docs/decisions/0070-home-shell-in-the-html.md): the
 * app's own components rendered at build (src/app/prerender-home.tsx) into
 * `<template id="home-shell">`, which the inline script src/preload/home-shell.ts shows on `/`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputAsset, OutputBundle } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import { siteAliases } from './aliases.ts';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));

/** Renders src/app/prerender-home.tsx through Vite's SSR loader: aliases, JSX and asset imports resolve as the site's. */
async function renderHome(): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: frontendRoot,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: siteAliases },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerenderHome } = (await server.ssrLoadModule('/src/app/prerender-home.tsx')) as { prerenderHome: () => string };
    return prerenderHome();
  } finally {
    await server.close();
  }
}

/**
 * The rendered HTML with the built files' addresses: rendered by the dev loader, an imported file
 * (the banner's basket picture) is its source path, /src/assets/home-basket.svg.
 */
export function withBuiltAssets(html: string, bundle: OutputBundle): string {
  const assets = Object.values(bundle).filter((item): item is OutputAsset => item.type === 'asset');
  return html.replace(/="\/src\/([^"?]+)(\?[^"]*)?"/g, (_, source: string) => {
    const built = assets.find((asset) => asset.originalFileNames.some((name) => name === `src/${source}` || name.endsWith(`/frontend/src/${source}`)));
    if (!built) throw new Error(`quickbasket:prerender-home: no built file for src/${source}`);
    return `="/${built.fileName}"`;
  });
}

/**
 * index.html with the shell after #root (`inert`: not a thing to tap or read until the app takes
 * over), and the app's code (its entry script and the chunks Vite preloads) turned into modulepreload
 * links kept in `<template id="app-code">` early in the head: the inline scripts put them into the
 * head (src/preload/app-code.ts says when) and start the entry (src/preload/home-shell.ts). The home page's `<title>` stays the app's to set: a title
 * in the body is no title.
 */
export function withHomeShell(html: string, shell: string): string {
  const root = '<div id="root"></div>';
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const entries = [...html.matchAll(entry)];
  if (!html.includes(root)) throw new Error('quickbasket:prerender-home: index.html has no <div id="root"></div>');
  if (entries.length !== 1) throw new Error(`quickbasket:prerender-home: index.html has ${entries.length} module scripts, not the one entry`);
  const body = shell.replace(/<title>[^<]*<\/title>/g, '');
  if (/<script\b/i.test(body)) throw new Error('quickbasket:prerender-home: the shell must hold no script');
  const preload = /\n?\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  const chunks = [...html.matchAll(preload)].map((match) => match[0].trim());
  const [src] = entries[0]!.slice(1);
  const code = [`<link rel="modulepreload" crossorigin href="${src}" id="app-entry">`, ...chunks];
  const charset = '<meta charset="UTF-8" />';
  if (!html.includes(charset)) throw new Error(`quickbasket:prerender-home: index.html has no ${charset}`);
  return html
    .replace(entry, '')
    .replace(preload, '')
    .replace(charset, () => `${charset}\n    <template id="app-code">${code.join('')}</template>`)
    .replace(root, () => `${root}\n    <template id="home-shell"><div inert>${body}</div></template>`);
}

/** Writes the home shell into the built index.html. */
export function prerenderHome(): Plugin {
  return {
    name: 'quickbasket:prerender-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) throw new Error('quickbasket:prerender-home: no bundle to read');
        return withHomeShell(html, withBuiltAssets(await renderHome(), bundle as OutputBundle));
      },
    },
  };
}
