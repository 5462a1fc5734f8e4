import type { Db } from '../db/db';
import { retryDelayMs, type BackoffPolicy } from '../lead-delivery/backoff';
import type { WorkerLog } from '../lead-delivery/delivery-worker';
import type { MailTransport } from '../lead-delivery/mail-transport';
import { shopperEmail, shopperEmailKey } from './reservation-email';
import { createShopperEmailQueue } from './shopper-email-queue';

export interface ShopperEmailOptions {
  batchSize: number;
  leaseMs: number;
  backoff: BackoffPolicy;
}

/** A mail system's refusal names the recipient at times ("550 <jo@…>: no such user"): ops never sees it. */
const withoutAddress = (error: string, address: string) => error.split(address).join('[shopper email]');

/**
 * One round of shopper emails, run by the lead delivery worker with its leads: claims the due ones, sends each
 * through the mail transport under its key (shopperEmailKey: the same spool file and Message-ID on every
 * attempt, so an email sent again after a crash replaces its copy), then marks it sent or due again with
 * backoff (retried until the mail system takes it). A failed attempt is logged at warn with the reservation id,
 * the kind, the site and the attempt, never the shopper's details. Resolves with how many were claimed.
 */
export function createShopperEmailRound(
  db: Db,
  mail: MailTransport,
  log: WorkerLog,
  options: ShopperEmailOptions,
): () => Promise<number> {
  const queue = createShopperEmailQueue(db);
  return async () => {
    const due = await queue.claimDue(options.batchSize, options.leaseMs);
    await Promise.all(
      due.map(async (email) => {
        const error = await mail.send(shopperEmail(email), shopperEmailKey(email)).then(
          () => null,
          (refusal: unknown) => withoutAddress((refusal as Error).message, email.email),
        );
        const delay = retryDelayMs(email.delivery_attempts, options.backoff);
        const { next_attempt_at } = await queue.finish(email, error, delay);
        if (error !== null)
          log.warn(
            {
              reservation_id: email.reservation_id,
              email: email.kind,
              site: email.site_slug,
              attempt: email.delivery_attempts,
              next_attempt_at,
              error,
            },
            `shopper email (${email.kind}) attempt ${email.delivery_attempts} failed; next attempt at ${next_attempt_at}`,
          );
      }),
    );
    return due.length;
  };
}
