import { appendFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  idempotencyKey: string;
  /** The Authorization header, when one came. */
  authorization: string | null;
  body: string;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  /** Every request, in arrival order (failed ones included). */
  received: ReceivedWebhook[];
  /** Keys answered 2xx, each once: a repeated key is acknowledged again but not counted twice. */
  accepted: Map<string, string>;
  /** Answers the next `count` requests with `status` (500: a dealer system that is down). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A dealer's lead webhook on a local port, as a real receiver behaves: it dedupes by Idempotency-Key.
 * With `logFile`, each request is appended as a JSON line (the reliability check reads it).
 */
export async function startWebhookReceiver(logFile?: string): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const accepted = new Map<string, string>();
  let failing = 0;
  let failStatus = 500;
  const server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      const idempotencyKey = String(req.headers['idempotency-key'] ?? '');
      const status = failing > 0 ? failStatus : 200;
      if (failing > 0) failing -= 1;
      const authorization = req.headers.authorization ?? null;
      received.push({ idempotencyKey, authorization, body, status });
      if (status === 200 && !accepted.has(idempotencyKey)) accepted.set(idempotencyKey, body);
      if (logFile) await appendFile(logFile, `${JSON.stringify({ idempotencyKey, status })}\n`);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    accepted,
    failNext(count, status = 500) {
      failing = count;
      failStatus = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
