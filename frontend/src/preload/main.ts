import { landingPage } from './landing-calls';
import type { PreloadedCall } from '@/lib/preloaded-call';
import { parseStoreChoice, readStoredLocation, storeIdOf } from '@/lib/stored-location';

/**
 * A build entry of its own, which vite-plugins.ts inlines into index.html (so it shares no code with
 * the app and costs no request). On the home, product or search page it starts the page's API
 * calls, its code and, once the answer is in, its first pictures, all while the app's main bundle
 * is still downloading. Without it they wait in a chain: bundle, page code, API,
 * picture (the mobile LCP "load delay" of about 1.5 s). The app picks the answer up in
 * lib/api-client.ts; anything that fails here just leaves the app to make the call itself.
 */
function addLink(attributes: Record<string, string>) {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** `<script type="application/json" id="route-chunks">`: page → its code files (vite-plugins.ts). */
function routeChunks(page: string): string[] {
  try {
    const map: unknown = JSON.parse(document.getElementById('route-chunks')?.textContent ?? '{}');
    const files = typeof map === 'object' && map !== null ? (map as Record<string, unknown>)[page] : undefined;
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

const landing = landingPage(location.pathname, location.search);
// The store the app's queries will name (lib/store-choice.ts reads the same entry).
const chosenStoreId = storeIdOf(parseStoreChoice(readStoredLocation()));
for (const call of landing?.calls ?? []) {
  const storeId = call.perStore ? chosenStoreId : null;
  const headers: Record<string, string> = call.method === 'GET' ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (storeId) headers['X-Store-Id'] = storeId;
  const response = fetch(call.path, {
    method: call.method,
    headers,
    credentials: 'include',
    body: call.method === 'GET' ? undefined : call.body,
  });
  const preloaded: PreloadedCall = {
    method: call.method,
    path: call.path,
    body: call.body,
    storeId,
    firstRender: call.firstRender,
    response,
    settled: response
      .then((reply) => (reply.ok ? reply.clone().json() : undefined))
      .then((json: unknown) => {
        if (typeof json !== 'object' || json === null || !('success' in json) || json.success !== true) return;
        // The page can now render with it at once (lib/api-client.ts takePreloadedReply).
        preloaded.json = json;
        const data = 'data' in json ? json.data : undefined;
        for (const href of call.firstImages(data)) addLink({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
      })
      .catch(() => undefined),
  };
  (window.__preloadedCalls ??= []).push(preloaded);
}
if (landing?.page) for (const href of routeChunks(landing.page)) addLink({ rel: 'modulepreload', crossorigin: '', href });
