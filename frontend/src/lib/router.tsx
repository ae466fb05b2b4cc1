/**
 * The site's router: the part of React Router's declarative API the site uses (BrowserRouter,
 * useRoutes, matchRoutes, Link, NavLink, Navigate, Outlet, useLocation, useNavigate,
 * useNavigationType, useParams, useSearchParams), with the same names, ranking and history entries.
 * React Router weighed 12.9 KB gzip of the home page's first-visit JS for these; this is ~1.5 KB
 * (docs/decisions/0058-home-page-weight.md). History entries keep React Router's shape
 * (`{ usr, key, idx }`), so state survives a reload as before.
 */
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** One per history entry; 'default' for the entry the visit started on. */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string | undefined>;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;

function readLocation(): Location {
  const state = window.history.state as HistoryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

let current: { location: Location; type: NavigationType } | undefined;
const listeners = new Set<() => void>();

function snapshot() {
  return (current ??= { location: readLocation(), type: 'POP' });
}

function publish(type: NavigationType) {
  current = { location: readLocation(), type };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

function onPopState() {
  publish('POP');
}

/** Goes to an absolute address (`/search?q=milk`), or back and forward by a number of entries. */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const idx = ((window.history.state as HistoryState)?.idx ?? 0) + (options.replace ? 0 : 1);
  const entry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  publish(options.replace ? 'REPLACE' : 'PUSH');
}

/**
 * What a render outside a browser sees: the home page, the one page the build renders ahead of
 * time (frontend/vite-prerender.ts). The browser never reads it: the app renders with createRoot.
 */
const atHome = { location: { pathname: '/', search: '', hash: '', state: null, key: 'default' }, type: 'POP' } as const;
const serverSnapshot = () => atHome;

function useHistory() {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export const useLocation = (): Location => useHistory().location;
export const useNavigationType = (): NavigationType => useHistory().type;
/** The one navigate function (stable: the site has one history). */
export const useNavigate = (): typeof navigate => navigate;

export function BrowserRouter({ children }: { children: ReactNode }) {
  useHistory(); // re-renders the tree below on every navigation
  return children;
}

// ---- Routes: ranked as React Router ranks them (a static segment beats a parameter beats a splat).

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
  order: number;
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], base: string[] = [], into: Branch[] = []): Branch[] {
  for (const route of routes) {
    const segments = [...base, ...(route.path ?? '').split('/').filter(Boolean)];
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, segments, into);
    if (route.path === undefined && !route.index) continue;
    let score = segments.length + (route.index ? 2 : 0);
    for (const segment of segments) score += segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10;
    if (segments.length === 0) score += 1;
    into.push({ routes: chain, segments, score, order: into.length });
  }
  return into;
}

function matchBranch(branch: Branch, parts: string[]): RouteMatch['params'] | undefined {
  const params: RouteMatch['params'] = {};
  for (const [i, segment] of branch.segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        params[segment.slice(1)] = part;
      }
    } else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return parts.length === branch.segments.length ? params : undefined;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/** The routes from the outermost to the page that `pathname` renders, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    ranked.set(routes, branches);
  }
  const parts = pathname.split('/').filter(Boolean);
  for (const branch of branches) {
    const params = matchBranch(branch, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

const RouteContext = createContext<{ outlet: ReactNode; params: RouteMatch['params'] }>({ outlet: null, params: {} });

/** The page for the current address, each route's element wrapping the next one's (its Outlet). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const matches = matchRoutes(routes, useLocation().pathname) ?? [];
  return matches.reduceRight<ReactNode>((outlet, { route, params }) => {
    const element = route.element ?? (route.Component ? createElement(route.Component) : outlet);
    return createElement(RouteContext.Provider, { value: { outlet, params } }, element);
  }, null);
}

export const Outlet = () => useContext(RouteContext).outlet;
export const useParams = () => useContext(RouteContext).params;

export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void] {
  const { pathname, search, hash } = useLocation();
  const set = (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
  };
  // One object per query string, as React Router gives: effects that read it run once per change.
  return [useMemo(() => new URLSearchParams(search), [search]), set];
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

/** A plain link for the browser (open in a new tab, copy); a click without a modifier stays in the app. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || (target && target !== '_self')) return;
    event.preventDefault();
    const here = window.location;
    // The same address again replaces its entry, as React Router does.
    navigate(to, { replace: replace ?? `${here.pathname}${here.search}${here.hash}` === to, state });
  };
  return createElement('a', { ...rest, href: to, target, onClick: click });
}

/** A Link that knows when its page (or one under it) is on screen, as aria-current says. */
export function NavLink({ className, ...rest }: Omit<LinkProps, 'className'> & { className?: (state: { isActive: boolean }) => string }) {
  const { pathname } = useLocation();
  const isActive = pathname === rest.to || pathname.startsWith(rest.to.endsWith('/') ? rest.to : `${rest.to}/`);
  return createElement(Link, { ...rest, className: className?.({ isActive }), 'aria-current': isActive ? 'page' : undefined });
}
