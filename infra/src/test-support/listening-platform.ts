import http from 'node:http';
import { REMOTE_NAMES } from '../../../shared/src/platform/remotes';
import { fakeRemoteBuild } from './fake-builds';
import type { TestApp } from './test-app';

/** The host of the demo site the tests of a listening platform ask for. */
export const HARBOUR = 'harbour-nissan.localhost:8080';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When the answer had arrived (Date.now()). */
  at: number;
  /** Whether it came on a connection the agent had kept open from an earlier request. */
  reusedSocket: boolean;
}

export interface RequestOptions {
  /** Sent as JSON. */
  payload?: unknown;
  /** A keep-alive agent (a browser's or a load balancer's open connections); default: a connection of its own. */
  agent?: http.Agent;
  accept?: string;
  /** The body's last byte is held back until this settles (a request still being sent). */
  bodyHeldUntil?: Promise<unknown>;
}

/** One request to the listening server, as a shopper's browser or a probe sends it. */
export function httpRequest(
  port: number,
  method: string,
  url: string,
  { payload, agent, accept = 'application/json', bodyHeldUntil }: RequestOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: agent ?? false,
        headers: {
          host: HARBOUR,
          accept,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            at: Date.now(),
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on('error', reject);
    if (!body || !bodyHeldUntil) return void req.end(body);
    req.write(body.slice(0, -1));
    void bodyHeldUntil.finally(() => req.end(body.slice(-1)));
  });
}

/**
 * Publishes and promotes every remote, listens on a free port of 127.0.0.1 and waits until `/readyz` answers
 * 200 (the first index build and the warm-up done): the port.
 */
export async function listenWhenReady(t: TestApp): Promise<number> {
  for (const remote of REMOTE_NAMES) {
    const { version } = await t.app.platform.registry.publish(remote, fakeRemoteBuild(remote), 'test');
    await t.app.platform.registry.promote(remote, version, 'test');
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  for (let tries = 0; (await httpRequest(port, 'GET', '/readyz')).status !== 200; tries++) {
    if (tries === 400) throw new Error('the platform did not turn ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return port;
}
