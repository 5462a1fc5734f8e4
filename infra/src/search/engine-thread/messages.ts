import type { KeyRing } from '../protocol/access';

/** What the protocol worker is started with. */
export interface WorkerSetup {
  keys: KeyRing;
}

/** One HTTP request of the `/1/` protocol, as the main thread received it. */
export interface ForwardedRequest {
  id: number;
  method: string;
  /** Path and query string, `/1/...`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * The main thread's clock (ms) when it forwarded the request: the protocol's `now` in the worker, so a
   * platform with a fixed clock (tests) checks secured keys' validity against the same time in both threads.
   */
  now: number;
}

export interface ForwardedResponse {
  id: number;
  status: number;
  headers: Record<string, string>;
  body: string;
}
