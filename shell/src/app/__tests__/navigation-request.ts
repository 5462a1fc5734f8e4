// The shell's router is a data router (createBrowserRouter), as useMatches needs: it makes a Request per
// navigation, which jsdom lacks. Its address, method and abort signal are all it reads without loaders.
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
globalThis.Request ??= NavigationRequest as unknown as typeof Request;

export {};
