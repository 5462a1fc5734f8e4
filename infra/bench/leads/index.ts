import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startWebhookReceiver } from '../../src/lead-delivery/testing/webhook-receiver';
import { latency, type Latency } from '../search/stats';
import { freePort } from './free-port';
import { prepareLeadDataDir, startLeadPlatform } from './lead-platform';
import { submitLead, withClients } from './submit-lead';
import { auditDelivery, waitForWebhooks } from './verify-delivery';

const SITE = 'coastline-motor-group';
const LEADS = 2000;
const CLIENTS = 50;
const LIGHT_LEADS = 50;

export interface LeadsBenchResult {
  leads: number;
  clients: number;
  accepted: number;
  seconds: number;
  leadsPerSecond: number;
  /** Submit → 201, ms. */
  latency: Latency;
  /** Lead stored → delivered on webhook and email, ms. */
  lagUnderLoad: { p50: number; p99: number; max: number };
  lagLightLoad: { p50: number; p99: number; max: number };
}

/**
 * `npm run bench -- leads`: 2,000 leads from 50 concurrent clients to a platform process on its own DATA_DIR
 * (embedded PGlite on disk: each lead is committed before its 201). Prints accepted leads per second, the
 * latency percentiles and the delivery lag (lead stored → delivered on webhook and email spool) under that
 * load and at light load.
 */
export async function benchLeads(): Promise<LeadsBenchResult> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-lead-bench-'));
  const dataDir = path.join(root, 'data');
  const receiver = await startWebhookReceiver();
  try {
    await prepareLeadDataDir(dataDir, SITE, receiver.url);
    const platform = await startLeadPlatform(dataDir, await freePort());
    await withClients(50, 10, (i) => submitLead(platform.url, SITE, i, `warm-${i}`));
    const started = performance.now();
    const results = await withClients(LEADS, CLIENTS, (i) => submitLead(platform.url, SITE, i, `bench-${i}`));
    const seconds = (performance.now() - started) / 1000;
    const accepted = results.filter((result) => result.leadId);
    const ms = latency(accepted.map((result) => result.ms));
    console.log(
      `leads: ${accepted.length}/${LEADS} accepted (201) at ${CLIENTS} concurrent clients in ${seconds.toFixed(1)} s ` +
        `= ${(accepted.length / seconds).toFixed(0)} leads/s (PGlite on disk, committed before answering)`,
    );
    console.log(
      `latency ms: p50 ${ms.p50.toFixed(1)}  p95 ${ms.p95.toFixed(1)}  p99 ${ms.p99.toFixed(1)}  max ${ms.max.toFixed(1)}`,
    );
    await waitForWebhooks(receiver, accepted.length + 50, 300_000);
    // Light load: one lead every 100 ms, the lag a shopper's lead sees on an ordinary day.
    const light = await withClients(LIGHT_LEADS, 1, async (i) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return submitLead(platform.url, SITE, i, `light-${i}`);
    });
    await waitForWebhooks(receiver, accepted.length + 50 + LIGHT_LEADS, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    platform.child.kill('SIGTERM');
    await platform.exited;
    const audit = await auditDelivery(dataDir, new Set(accepted.map((result) => result.leadId!)), receiver);
    const lightAudit = await auditDelivery(dataDir, new Set(light.map((result) => result.leadId!)), receiver);
    console.log(
      `delivery lag under that load (stored → delivered on webhook + email) ms: p50 ${audit.lag.p50}  p99 ${audit.lag.p99}  ` +
        `max ${audit.lag.max}; delivered ${audit.deliveredStatus}/${audit.storedTotal}, ` +
        `webhook ${audit.webhookKeys}, spool ${audit.spoolFiles}`,
    );
    console.log(
      `delivery lag at light load (1 lead / 100 ms) ms: p50 ${lightAudit.lag.p50}  p99 ${lightAudit.lag.p99}  ` +
        `max ${lightAudit.lag.max}`,
    );
    return {
      leads: LEADS,
      clients: CLIENTS,
      accepted: accepted.length,
      seconds,
      leadsPerSecond: accepted.length / seconds,
      latency: ms,
      lagUnderLoad: audit.lag,
      lagLightLoad: lightAudit.lag,
    };
  } finally {
    await receiver.close();
    await rm(root, { recursive: true, force: true });
  }
}
