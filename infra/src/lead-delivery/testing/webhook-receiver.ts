import { appendFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, verifyWebhookSignature, type SignatureRefusal } from '../webhook-signature';

export interface ReceivedWebhook {
  idempotencyKey: string;
  /** The Authorization header, when one came. */
  authorization: string | null;
  /** The X-Dealerline-Signature header, when one came. */
  signature: string | null;
  /** Why its signature was refused (answered 401), or null when it verified. */
  signatureRefused: SignatureRefusal | null;
  body: string;
  status: number;
}

export interface WebhookReceiverOptions {
  /**
   * The signing secrets it accepts, asked on each request as a dealer's system reads its configuration (a
   * test: the platform's stored secrets, storedSigningSecrets). A request no secret verifies is answered 401.
   */
  signingSecrets: () => Promise<readonly string[]> | readonly string[];
  /** Each request appended here as a JSON line (the reliability check reads it). */
  logFile?: string;
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

/** Null when one of `secrets` verifies the request's signature, else the first refusal. */
function signatureRefusal(
  header: string | null,
  body: string,
  secrets: readonly string[],
): SignatureRefusal | null {
  const now = Math.floor(Date.now() / 1000);
  const refusals = secrets.map((secret) => verifyWebhookSignature(header ?? undefined, body, secret, now));
  return refusals.includes(null) ? null : (refusals[0] ?? 'no match');
}

/**
 * A dealer's lead webhook on a local port, as a real receiver behaves: it verifies the signature (401 for a
 * POST none of its secrets signed, or one signed more than 5 minutes ago) and dedupes by Idempotency-Key.
 */
export async function startWebhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver> {
  const { logFile } = options;
  const received: ReceivedWebhook[] = [];
  const accepted = new Map<string, string>();
  let failing = 0;
  let failStatus = 500;
  const server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      const idempotencyKey = String(req.headers['idempotency-key'] ?? '');
      const signature = (req.headers[SIGNATURE_HEADER] as string | undefined) ?? null;
      const signatureRefused = signatureRefusal(signature, body, await options.signingSecrets());
      const status = signatureRefused ? 401 : failing > 0 ? failStatus : 200;
      if (!signatureRefused && failing > 0) failing -= 1;
      const authorization = req.headers.authorization ?? null;
      received.push({ idempotencyKey, authorization, signature, signatureRefused, body, status });
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
