import { addAppCode } from './app-code';
import { showsHomeShellHere } from './home-shell-rule';

/**
 * A build entry of its own, which vite-plugins.ts inlines at the end of index.html's body, after
 * `<template id="home-shell">` (the home page's first screen, rendered at build from the app's own
 * components: frontend/vite-prerender.ts). It runs once the stylesheet is in (a parser-inserted
 * script waits for it), and:
 *
 * - on `/`, for a visitor this browser knows nothing of (home-shell-rule.ts), puts that screen into
 *   #root, so the banner paints with the HTML and the CSS instead of after the app's 90 KB of JS;
 * - starts the app's code (index.html keeps it in `<template id="app-code">`: preload/app-code.ts),
 *   at once on any other page or visit, and on the home shell once it has painted, its download too. The app then
 *   replaces the shell in one commit (createRoot empties #root): nothing moves, since nothing of the
 *   shell stays, and screen readers never meet both. Until then the shell is `inert`: a tap on it does
 *   nothing rather than something the app would not do.
 *
 * Why after the paint: Lighthouse counts a script that ran before the largest paint as blocking it
 * (its simulated LCP then waits for the script's download), and the shopper sees the banner sooner.
 */
const FIRST_PAINT_WAIT_MS = 1000;

function startApp() {
  addAppCode();
  const entry = document.getElementById('app-entry');
  if (!(entry instanceof HTMLLinkElement)) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry.href;
  document.head.append(script);
}

/** Once the browser reports the first contentful paint; at once where it cannot tell (a hidden tab paints nothing). */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return once();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  // Never left waiting on a report that does not come (the tab hidden before its first paint).
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

const shell = document.getElementById('home-shell');
const root = document.getElementById('root');
if (shell instanceof HTMLTemplateElement && root && showsHomeShellHere()) {
  root.append(shell.content.cloneNode(true));
  afterFirstPaint(startApp);
} else {
  startApp();
}
