/**
 * A data router (createBrowserRouter in the shell, createMemoryRouter in a test) makes a Request per
 * navigation, which jsdom lacks. Its address, method and abort signal are all it reads without loaders.
 */
class NavigationRequest {
  readonly signal: AbortSignal | undefined;
  readonly method: string;
  constructor(
    readonly url: string,
    init?: { signal?: AbortSignal; method?: string },
  ) {
    this.signal = init?.signal;
    this.method = init?.method ?? 'GET';
  }
}

/** Gives jsdom the Request a data router's navigations need (none when the environment has one). */
export function installNavigationRequest(): void {
  globalThis.Request ??= NavigationRequest as unknown as typeof Request;
}
