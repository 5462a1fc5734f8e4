import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startWebhookReceiver } from '../../src/lead-delivery/testing/webhook-receiver';
import { latency, type Latency } from '../search/stats';
import { freePort } from './free-port';
import {
  prepareLeadPlatform,
  startLeadPlatform,
  type LeadPlatformStorage,
  type PlatformProcess,
} from './lead-platform';
import type { LeadsDatabase } from './leads-database';
import { submitLead, withClients } from './submit-lead';
import { auditDelivery, waitForWebhooks } from './verify-delivery';

const SITE = 'coastline-motor-group';
const WARM_UP_LEADS = 50;
const LIGHT_LEADS = 50;

/** The load: `leads` leads from `clients` concurrent clients. */
export interface LeadLoad {
  leads: number;
  clients: number;
}

/** The figures of one database. */
export interface LeadsFigures extends Omit<LeadsDatabase, 'url'> {
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
 * The load on a platform process on `database` and its own DATA_DIR (each lead is committed before its 201),
 * then light load (one lead every 100 ms); prints and returns the accepted leads per second, the latency
 * percentiles and the delivery lag (lead stored → delivered on webhook and email spool) at both.
 */
export async function measureLeads(database: LeadsDatabase, load: LeadLoad): Promise<LeadsFigures> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-lead-bench-'));
  const storage: LeadPlatformStorage = { dataDir: path.join(root, 'data'), databaseUrl: database.url };
  let signingSecrets: readonly string[] = [];
  const receiver = await startWebhookReceiver({ signingSecrets: () => signingSecrets });
  let platform: PlatformProcess | undefined;
  try {
    signingSecrets = await prepareLeadPlatform(storage, SITE, receiver.url);
    platform = await startLeadPlatform(storage, await freePort());
    const { url } = platform;
    await withClients(WARM_UP_LEADS, 10, (i) => submitLead(url, SITE, i, `warm-${i}`));
    const started = performance.now();
    const results = await withClients(load.leads, load.clients, (i) =>
      submitLead(url, SITE, i, `bench-${i}`),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = results.filter((result) => result.leadId);
    const ms = latency(accepted.map((result) => result.ms));
    console.log(
      `leads on ${database.label}: ${accepted.length}/${load.leads} accepted (201) at ${load.clients} concurrent ` +
        `clients in ${seconds.toFixed(1)} s = ${(accepted.length / seconds).toFixed(0)} leads/s (committed before answering)`,
    );
    console.log(
      `latency ms: p50 ${ms.p50.toFixed(1)}  p95 ${ms.p95.toFixed(1)}  p99 ${ms.p99.toFixed(1)}  max ${ms.max.toFixed(1)}`,
    );
    await waitForWebhooks(receiver, WARM_UP_LEADS + accepted.length, 300_000);
    // Light load: one lead every 100 ms, the lag a shopper's lead sees on an ordinary day.
    const light = await withClients(LIGHT_LEADS, 1, async (i) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return submitLead(url, SITE, i, `light-${i}`);
    });
    await waitForWebhooks(receiver, WARM_UP_LEADS + accepted.length + LIGHT_LEADS, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    platform.child.kill('SIGTERM');
    await platform.exited;
    const audit = await auditDelivery(storage, new Set(accepted.map((result) => result.leadId!)), receiver);
    const lightAudit = await auditDelivery(storage, new Set(light.map((result) => result.leadId!)), receiver);
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
      kind: database.kind,
      label: database.label,
      accepted: accepted.length,
      seconds,
      leadsPerSecond: accepted.length / seconds,
      latency: ms,
      lagUnderLoad: audit.lag,
      lagLightLoad: lightAudit.lag,
    };
  } finally {
    // A failed run leaves no server behind (on PostgreSQL it would hold the database open).
    if (platform?.child.exitCode === null) platform.child.kill('SIGKILL');
    await receiver.close();
    await rm(root, { recursive: true, force: true });
  }
}
