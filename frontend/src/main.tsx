import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/components/error-boundary';
import { AppShell } from './app/layout/app-shell';
import { AppProvider } from './app/provider';
import { preloadPage } from './app/router';
import { RouteErrorPage } from './app/routes/error-page';
import './index.css';
import { preloadedCallsSettled } from './lib/api-client';

/**
 * How long the first render waits for the page the shopper landed on: its code and, on a product or
 * search page, the answer index.html already asked for (src/preload/main.ts). Both are usually in
 * by the time this bundle runs, and the page then shows whole in one paint; past this wait, the
 * shell shows with a spinner or skeletons rather than a blank screen.
 */
const LANDING_PAGE_WAIT_MS = 300;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

void Promise.race([
  Promise.all([
    preloadPage(window.location.pathname).catch(() => undefined), // the page's own load shows the error
    preloadedCallsSettled(),
  ]),
  new Promise((resolve) => setTimeout(resolve, LANDING_PAGE_WAIT_MS)),
]).then(render);

/**
 * In a transition: React then builds the app's first tree in slices of a few milliseconds that let the
 * browser in between, instead of one task (36 to 40 ms on this machine, 166 to 352 ms at Lighthouse's
 * 4× CPU: the longest after the home shell's paint, so most of its total blocking time). Nothing
 * shows before the commit, which still puts the whole tree in at once (the shell goes in one step).
 */
function render() {
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* Shell failures: the whole page is replaced. */}
        <ErrorBoundary fallback={RouteErrorPage}>
          <AppProvider>
            <AppShell />
          </AppProvider>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
}
