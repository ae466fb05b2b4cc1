import { renderToString } from 'react-dom/server';
import { AppShell } from './layout/app-shell';
import { AppProvider } from './provider';

/**
 * The home page's first screen as the app first renders it for a first visit (signed out, no
 * delivery location, empty cart, categories and rows still loading: their skeletons), from the
 * app's own components, so it cannot drift from them. The build calls it (frontend/vite-prerender.ts)
 * and writes it into index.html; the site never imports this module, so react-dom/server stays
 * out of its JS.
 */
export function prerenderHome(): string {
  return renderToString(
    <AppProvider>
      <AppShell />
    </AppProvider>,
  );
}
