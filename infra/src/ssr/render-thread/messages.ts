import type { ApiCacheState } from '../../../../shared/src/api/api';
import type { BootPayload } from '../../../../shared/src/platform/boot';

/** What a render thread is started with. */
export interface RenderThreadSetup {
  /** The shell's build folder: the thread loads `<shellDist>/ssr/server.js` itself (shell-server.ts). */
  shellDist: string;
}

/** One page to render, as the main thread hands it over. */
export interface RenderJob {
  boot: BootPayload;
  /** The page's absolute URL, as the browser asked for it. */
  url: string;
  /** Absolute base of /api, e.g. http://harbour-nissan.localhost:8080/api/. */
  baseUrl: string;
  dataBudgetMs: number;
}

/** What the shell's renderPage gives back (shell/src/server/render-page.tsx). */
export interface RenderedInThread {
  html: string;
  styles: string;
  api: ApiCacheState;
  errors: string[];
  leftToBrowser: string[];
}

/** A fetch of the page's render, answered by the main thread (in-process-fetch.ts). */
export interface FetchRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface FetchAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Main thread → render thread. */
export type ToRenderThread =
  | { type: 'render'; id: number; job: RenderJob }
  /**
   * The render is over its time limit: the thread aborts it (its signal), so it stops waiting for data, and
   * says so at once (`abort-seen`): a thread that does not is stuck in code that never yields.
   */
  | { type: 'abort'; id: number }
  | { type: 'fetched'; id: number; answer: FetchAnswer }
  | { type: 'fetch-failed'; id: number; message: string }
  | { type: 'asset'; id: number; bytes: Uint8Array | null }
  | { type: 'asset-failed'; id: number; message: string };

/** Render thread → main thread. */
export type FromRenderThread =
  | { type: 'rendered'; id: number; page: RenderedInThread }
  | { type: 'failed'; id: number; message: string }
  | { type: 'abort-seen'; id: number }
  | { type: 'fetch'; id: number; renderId: number; request: FetchRequest }
  /** The render no longer waits for that fetch (its query was aborted): the main thread aborts it too. */
  | { type: 'fetch-abort'; id: number }
  | { type: 'asset'; id: number; remote: string; version: string; file: string }
  /** A remote version's server bundle failed to load (said once per version): the main thread logs it. */
  | { type: 'remote-failed'; remote: string; version: string; message: string };
