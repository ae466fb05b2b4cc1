import { addAppCode } from './app-code';
import { showsHomeShellHere } from './home-shell-rule';
import { landingPage } from './landing-calls';
import { sessionPage, type SessionAnswer, type SessionCall } from './session-calls';
import type { PreloadedCall } from '@/lib/preloaded-call';
import { parseStoreChoice, readStoredLocation, storeIdOf } from '@/lib/stored-location';
import { storedAccessToken } from '@/lib/stored-session';

/**
 * A build entry of its own, which vite-plugins.ts inlines into index.html (so it shares no code with
 * the app and costs no request). On the home, product or search page it starts the page's API
 * calls, its code and, once the answer is in, its first pictures, all while the app's main bundle
 * is still downloading; on the cart and checkout, their code and (with the stored session's token)
 * their data (preload/session-calls.ts). Without it they wait in a chain: bundle, page code, API,
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

/** Starts one call and lists it for the app (lib/api-client.ts); `onData` gets a successful answer's `data`. */
function start(
  call: { method: 'GET' | 'POST'; path: string; body: string },
  storeId: string | null,
  firstRender: boolean,
  token: { user: string; token: string } | null,
  onData: (data: unknown) => void,
) {
  const headers: Record<string, string> = call.method === 'GET' ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (storeId) headers['X-Store-Id'] = storeId;
  // A relative path: the token goes to this site's own API and nowhere else.
  if (token) headers.Authorization = `Bearer ${token.token}`;
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
    firstRender,
    ...(token ? { user: token.user } : {}),
    response,
    settled: response
      .then((reply) => (reply.ok ? reply.clone().json() : undefined))
      .then((json: unknown) => {
        if (typeof json !== 'object' || json === null || !('success' in json) || json.success !== true) return;
        // The page can now render with it at once (lib/api-client.ts takePreloadedReply).
        preloaded.json = json;
        onData('data' in json ? json.data : undefined);
      })
      .catch(() => undefined),
  };
  (window.__preloadedCalls ??= []).push(preloaded);
}

// The app's code, at once for every visit but a first visit's home page, whose shell paints first
// (preload/app-code.ts says why; preload/home-shell.ts fetches it after that paint).
if (!showsHomeShellHere()) addAppCode();

const landing = landingPage(location.pathname, location.search);
// The store the app's queries will name (lib/store-choice.ts reads the same entry).
const choice = parseStoreChoice(readStoredLocation());
const chosenStoreId = storeIdOf(choice);
for (const call of landing?.calls ?? []) {
  start(call, call.perStore ? chosenStoreId : null, call.firstRender, null, (data) => {
    for (const href of call.firstImages(data)) addLink({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
  });
}
const landingCode = new Set([landing?.page, landing?.alsoLoads].flatMap((page) => (page ? routeChunks(page) : [])));
for (const href of landingCode) addLink({ rel: 'modulepreload', crossorigin: '', href });

// The signed-in pages: their code, and their data with the stored token when it is still valid
// (an expired one is left to the app, which has Amplify refresh it).
const signedIn = sessionPage(location.pathname, { pincode: choice?.pincode, storeId: chosenStoreId });
if (signedIn) {
  let token: ReturnType<typeof storedAccessToken> = null;
  try {
    token = storedAccessToken(localStorage, Date.now());
  } catch {
    // No storage: no session to use.
  }
  if (token) {
    const session = token;
    const answers: SessionAnswer[] = [];
    const started = new Set<string>();
    const startAll = (calls: SessionCall[]) => {
      for (const call of calls) {
        const key = `${call.method} ${call.path} ${call.body} ${call.storeId ?? ''}`;
        if (started.has(key)) continue;
        started.add(key);
        start(call, call.storeId, call.firstRender ?? false, call.public ? null : session, (data) => {
          answers.push({ path: call.path, body: call.body, data });
          startAll(signedIn.next(answers));
        });
      }
    };
    startAll(signedIn.calls);
  }
  for (const href of routeChunks(signedIn.page)) addLink({ rel: 'modulepreload', crossorigin: '', href });
}
