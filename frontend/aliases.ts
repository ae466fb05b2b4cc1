import { fileURLToPath } from 'node:url';

/**
 * The site's import aliases, the same as tsconfig.json's `paths`: `@/` is frontend/src and `@core/`
 * the server's pure rules (functions/core, the only part of functions/ the site may import). Read by
 * vite.config.ts and by vitest.config.ts (the unit and browser suites import site modules).
 */
export const siteAliases = {
  '@core': fileURLToPath(new URL('../functions/core', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};
