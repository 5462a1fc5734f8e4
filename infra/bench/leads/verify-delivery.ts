import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { openPlatform } from '../../src/open-platform';
import type { WebhookReceiver } from '../../src/lead-delivery/testing/webhook-receiver';
import { leadPlatformConfig, type LeadPlatformStorage } from './lead-platform';

export interface DeliveryAudit {
  /** Leads that received a lead_id. */
  acknowledged: number;
  storedOfAcknowledged: number;
  /** Every row of `leads` (more than acknowledged = a duplicate or an unanswered lead). */
  storedTotal: number;
  deliveredStatus: number;
  channelRows: number;
  webhookKeys: number;
  webhookUnknownKeys: number;
  /** 2xx webhook requests beyond one per lead: resends after a crash, recognised by their key. */
  webhookResends: number;
  spoolFiles: number;
  /** Lead stored → delivered (ms) of the acknowledged leads: p50, p99, max. */
  lag: { p50: number; p99: number; max: number };
}

/** Opens the (stopped) platform's database and checks every acknowledged lead against the receivers. */
export async function auditDelivery(
  storage: LeadPlatformStorage,
  leadIds: Set<string>,
  receiver: WebhookReceiver,
): Promise<DeliveryAudit> {
  const platform = await openPlatform({ config: leadPlatformConfig(storage), seed: false });
  try {
    const ids = [...leadIds];
    const [row] = await platform.db.query<
      Omit<
        DeliveryAudit,
        'acknowledged' | 'webhookKeys' | 'webhookUnknownKeys' | 'webhookResends' | 'spoolFiles' | 'lag'
      > & { p50: number; p99: number; max: number }
    >(
      `SELECT
         (SELECT count(*)::int FROM leads WHERE id = ANY($1::uuid[])) AS "storedOfAcknowledged",
         (SELECT count(*)::int FROM leads) AS "storedTotal",
         (SELECT count(*)::int FROM leads WHERE delivery_status = 'delivered') AS "deliveredStatus",
         (SELECT count(*)::int FROM lead_deliveries) AS "channelRows",
         percentile_cont(0.5) WITHIN GROUP (ORDER BY lag) AS p50,
         percentile_cont(0.99) WITHIN GROUP (ORDER BY lag) AS p99,
         max(lag) AS max
       FROM (SELECT extract(epoch FROM delivered_at - created_at) * 1000 AS lag FROM leads WHERE id = ANY($1::uuid[])) lags`,
      [ids],
    );
    const ok = receiver.received.filter((call) => call.status >= 200 && call.status < 300);
    const spool = (await readdir(path.join(storage.dataDir, 'mail-spool')).catch(() => [])).filter((file) =>
      file.endsWith('.eml'),
    );
    return {
      acknowledged: ids.length,
      storedOfAcknowledged: row!.storedOfAcknowledged,
      storedTotal: row!.storedTotal,
      deliveredStatus: row!.deliveredStatus,
      channelRows: row!.channelRows,
      webhookKeys: [...receiver.accepted.keys()].filter((key) => leadIds.has(key)).length,
      webhookUnknownKeys: [...receiver.accepted.keys()].filter((key) => !leadIds.has(key)).length,
      webhookResends: ok.length - receiver.accepted.size,
      spoolFiles: spool.filter((file) => leadIds.has(file.replace(/\.eml$/, ''))).length,
      lag: { p50: Math.round(row!.p50), p99: Math.round(row!.p99), max: Math.round(row!.max) },
    };
  } finally {
    await platform.close();
  }
}

/** Waits until the webhook acknowledged `count` distinct leads (or throws after `timeoutMs`). */
export async function waitForWebhooks(
  receiver: WebhookReceiver,
  count: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (receiver.accepted.size < count) {
    if (Date.now() > deadline)
      throw new Error(`only ${receiver.accepted.size} of ${count} leads reached the webhook in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
