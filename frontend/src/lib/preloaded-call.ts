/**
 * An API call a landing page needs, started by the preload script (preload/main.ts) before the app
 * has loaded; lib/api-client.ts takes its answer. Declared here, below both, so the preload imports
 * down into lib/ and lib/ never up into the preload.
 */
export interface PreloadedCall {
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body exactly as the api client sends it (JSON.stringify of the same object); '' for a GET. */
  body: string;
  /** The X-Store-Id it sent (the stored choice's store, lib/stored-location.ts); null or absent: none. */
  storeId?: string | null;
  /**
   * Sent with the stored session's token: the user it was for (Amplify's LastAuthUser). Only a call
   * of that same session takes it; a session change drops it (lib/auth-session.ts).
   */
  user?: string;
  /** The page renders with its answer (initialData), so main.tsx holds the first render for it. */
  firstRender: boolean;
  response: Promise<Response>;
  /** The answer's JSON once it is in, when it was a success (HTTP 2xx, `success: true`). */
  json?: unknown;
  /** Settles (never rejects) once `json` is set or the call has failed. */
  settled: Promise<void>;
}

declare global {
  interface Window {
    /** Filled by preload/main.ts; lib/api-client.ts takes each one at most once. */
    __preloadedCalls?: PreloadedCall[];
  }
}
