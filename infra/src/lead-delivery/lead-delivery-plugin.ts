import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDeliveryWorker, DEFAULT_WORKER_OPTIONS, type DeliveryWorkerOptions } from './delivery-worker';
import { createRefusingTransport, mailTransportFor, type MailMode } from './mail-transport';
import { assertProductionMail } from './production-mail-check';
import { signedWebhookSender } from './signed-webhook-sender';

/** Sender of the lead emails. */
export const LEAD_MAIL_FROM = 'leads@dealerline.local';

/** The running worker as the ops API sees it (`app.leadDelivery`). */
export interface LeadDeliveryControl {
  /** False when `config.leadDelivery.enabled` is false (no worker in this process). */
  running: boolean;
  /** How lead emails leave: SMTP, the local spool, or none (production without SMTP_URL: they fail). */
  email: MailMode;
  /** Starts the worker's next round now (a lead an operator made due is sent at once). */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lead delivery worker (src/lead-delivery/lead-delivery-plugin.ts). */
    leadDelivery: LeadDeliveryControl;
  }
}

/** Starts this server's worker's next round now (leads an operator made due go at once); none here, nothing. */
export function wakeLeadDelivery(app: FastifyInstance): void {
  if (app.hasDecorator('leadDelivery')) app.leadDelivery.wake();
}

const NO_SMTP_IN_PRODUCTION =
  "SMTP_URL is not set: production does not write lead emails to the pod's disk (DATA_DIR/mail-spool)";

/**
 * Starts the lead delivery worker when the app is ready and stops it (after its round in flight) when the
 * app closes. Emails go to DATA_DIR/mail-spool, or over SMTP when SMTP_URL is set. In production
 * (NODE_ENV=production) without SMTP_URL the spool is never used: the start is refused while a dealership
 * has only the email channel, and the email channel of the others fails (retried, logged) until SMTP_URL is
 * set. `config.leadDelivery` tunes the worker (tests, bench) or turns it off. Decorates the app with
 * `leadDelivery` (for the ops API's retry and resend, which wake the worker).
 */
export async function leadDeliveryPlugin(app: FastifyInstance): Promise<void> {
  const { config, db } = app.platform;
  const tuning = config.leadDelivery ?? {};
  if (tuning.enabled === false) {
    app.decorate('leadDelivery', { running: false, email: 'none', wake: () => undefined });
    return;
  }
  const emailAlsoWebhook = await assertProductionMail(db, config);
  if (emailAlsoWebhook.length)
    app.log.warn(
      { dealerships: emailAlsoWebhook },
      `${NO_SMTP_IN_PRODUCTION}: the email channel of these dealerships fails until it is set (their webhooks deliver)`,
    );
  const smtpUrl = config.smtpUrl ?? null;
  const email: MailMode = smtpUrl ? 'smtp' : config.production ? 'none' : 'spool';
  const { enabled: _enabled, ...overrides } = tuning;
  const options: DeliveryWorkerOptions = { ...DEFAULT_WORKER_OPTIONS, ...overrides };
  const worker = createDeliveryWorker(
    db,
    {
      mail:
        email === 'none'
          ? createRefusingTransport(NO_SMTP_IN_PRODUCTION)
          : mailTransportFor(smtpUrl, path.join(config.dataDir, 'mail-spool')),
      mailFrom: LEAD_MAIL_FROM,
      webhook: signedWebhookSender(db),
    },
    {
      warn: (fields, message) => app.log.warn(fields, message),
      error: (fields, message) => app.log.error(fields, message),
    },
    options,
  );
  app.decorate('leadDelivery', { running: true, email, wake: () => worker.wake() });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}

// Not encapsulated: `app.leadDelivery` is visible to the ops routes registered after it (what fastify-plugin does).
(leadDeliveryPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
