import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const gateway = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // One chunk for the libraries (all of them load on the first page anyway): left to itself,
        // Rolldown cut them into several small shared chunks, which cost the home page ~1 KB gzip
        // and extra requests. It also keeps its hash, and the browser's copy, across app releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The local gateway serves the API, uploaded images and the local Stripe stand-in (DESIGN.md).
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/local-checkout': gateway,
    },
  },
});
