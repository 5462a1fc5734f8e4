import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is closing (SIGTERM, a lost database): /readyz fails, each answer closes its connection. */
    readonly draining: boolean;
  }
}

/**
 * The drain of a closing server (`app.close()`), as nginx and Envoy drain. From its start /readyz fails, and
 * whatever still reaches the server (a request in flight, the next request a browser or a load balancer sends
 * on a connection it kept open, a new connection while the other preClose hooks run) is answered as before,
 * with `Connection: close`: the client's next request goes to another server, and the drain ends with the last
 * answer instead of the 72 s keep-alive timeout. What those answers need is still open: the database and the
 * render threads close in onClose hooks, which Fastify runs once the server's last connection has ended.
 * Fastify's own 503 for requests that arrive while closing (no Retry-After, not the platform's shape) is off:
 * `return503OnClosing: false` in app.ts. Call on the root instance before any plugin with a preClose hook.
 */
export function installDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('draining', { getter: () => draining });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('Connection', 'close');
    return payload;
  });
}
