import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's request schemas (what its body, query string and path parameters accept). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (method and URL pattern with its prefix), in registration order. */
    routeList: RouteEntry[];
  }
}

/** Records every route as it is registered (call on the root instance before any route). */
export function installRouteList(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    const { body, querystring, params } = route.schema ?? {};
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: { body, querystring, params } });
  });
}
