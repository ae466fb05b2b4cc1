import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteAliases } from './aliases.ts';
import { chunkGroups, inlinePreload, precompress } from './vite-plugins.ts';
import { prerenderHome } from './vite-prerender.ts';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const gateway = `http://localhost:${process.env.PORT ?? 3000}`;
const groups = chunkGroups();

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), tailwindcss(), inlinePreload(), prerenderHome(), groups.plugin, precompress()],
  resolve: { alias: siteAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The preload and home-shell scripts are entries of their own, which inlinePreload() puts into index.html.
      input: {
        index: `${frontendRoot}index.html`,
        preload: `${frontendRoot}src/preload/main.ts`,
        homeShell: `${frontendRoot}src/preload/home-shell.ts`,
      },
      output: {
        // One chunk for the libraries the first page loads anyway: left to itself, Rolldown cut them
        // into several small shared chunks, which cost the home page ~1 KB gzip and extra requests.
        // It also keeps its hash, and the browser's copy, across app releases. Libraries only lazy
        // code uses (Amplify) stay with it. One more for the app code the entry loads, and one for
        // what the pages shoppers land on share with others, and two for the cart's and checkout's
        // code and the signed-in header's (see chunkGroups): fewer requests before a page shows.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id) => groups.isVendor(id) },
            { name: 'app', test: (id) => groups.isApp(id) },
            { name: 'catalog', test: (id) => groups.isCatalog(id) },
            // Only their own modules: what they import from the other pieces (the quantity stepper) stays there.
            { name: 'basket', test: (id) => groups.isBasket(id), includeDependenciesRecursively: false },
            { name: 'account', test: (id) => groups.isAccount(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The local gateway serves the API, uploaded images, the local Stripe stand-in and /config.json (DESIGN.md).
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/local-checkout': gateway,
      '/config.json': gateway,
      // Live orders: the gateway's WebSocket API.
      '/ws': { target: gateway, ws: true },
    },
  },
});
