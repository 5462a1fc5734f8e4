import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { postWebhook } from './webhook';
import { createDeliveryWorker, DEFAULT_WORKER_OPTIONS, type DeliveryWorkerOptions } from './delivery-worker';
import { mailTransportFor } from './mail-transport';

/** Sender of the lead emails. */
export const LEAD_MAIL_FROM = 'leads@dealerline.local';

/**
 * Starts the lead delivery worker when the app is ready and stops it (after its round in flight) when the
 * app closes. Emails go to DATA_DIR/mail-spool, or over SMTP when SMTP_URL is set. `config.leadDelivery` tunes the worker (tests, bench) or
 * turns it off.
 */
export async function leadDeliveryPlugin(app: FastifyInstance): Promise<void> {
  const { config, db } = app.platform;
  const tuning = config.leadDelivery ?? {};
  if (tuning.enabled === false) return;
  const { enabled: _enabled, ...overrides } = tuning;
  const options: DeliveryWorkerOptions = { ...DEFAULT_WORKER_OPTIONS, ...overrides };
  const worker = createDeliveryWorker(
    db,
    {
      mail: mailTransportFor(process.env.SMTP_URL?.trim(), path.join(config.dataDir, 'mail-spool')),
      mailFrom: LEAD_MAIL_FROM,
      webhook: postWebhook,
    },
    { error: (error, message) => app.log.error({ err: error }, message) },
    options,
  );
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
