import type { Requester } from '@algolia/client-common';

/**
 * An algolia requester over a given fetch: on the platform server the search client's requests go through
 * the server's in-process fetch (shared ApiContext), since a tenant's host name is for browsers. The browser
 * keeps algolia's own requester.
 */
export function fetchRequester(fetchFn: typeof fetch): Requester {
  return {
    async send(request) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), request.connectTimeout + request.responseTimeout);
      try {
        const response = await fetchFn(request.url, {
          method: request.method,
          headers: request.headers,
          body:
            typeof request.data === 'string' || request.data === undefined
              ? request.data
              : new Uint8Array(request.data),
          signal: controller.signal,
        });
        return { status: response.status, content: await response.text(), isTimedOut: false };
      } catch (error) {
        if (controller.signal.aborted) return { status: 0, content: '', isTimedOut: true };
        return {
          status: 0,
          content: error instanceof Error ? error.message : String(error),
          isTimedOut: false,
        };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
