import type { FastifyInstance } from 'fastify';

/** The request and response shapes of the official client's `requester` option (@algolia/client-common). */
export interface EndRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: string | Uint8Array;
  connectTimeout: number;
  responseTimeout: number;
}

export interface EndResponse {
  content: string;
  isTimedOut: boolean;
  status: number;
  headers?: Record<string, string>;
}

/**
 * An `algoliasearch` requester that hands each request to a Fastify instance with `app.inject`: the embedded
 * engine's own `/1/` routes (keys, JSON, validation, task ids) answer exactly as over a socket, without
 * depending on the server's port, listen address or proxy, and before it listens. A failed inject answers
 * status 0, which the client treats as an unreachable host.
 */
export function injectRequester(app: () => FastifyInstance): {
  send(request: EndRequest): Promise<EndResponse>;
} {
  return {
    async send(request) {
      const url = new URL(request.url);
      try {
        const response = await app().inject({
          method: request.method as 'GET',
          url: `${url.pathname}${url.search}`,
          headers: request.headers,
          ...(request.data === undefined ? {} : { payload: Buffer.from(request.data) }),
        });
        return {
          status: response.statusCode,
          content: response.body,
          isTimedOut: false,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          ),
        };
      } catch (error) {
        return { status: 0, content: (error as Error).message, isTimedOut: false };
      }
    },
  };
}
