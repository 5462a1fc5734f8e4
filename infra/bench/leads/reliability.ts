import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startWebhookReceiver } from '../../src/lead-delivery/testing/webhook-receiver';
import { freePort } from './free-port';
import { prepareLeadPlatform, startLeadPlatform, type LeadPlatformStorage } from './lead-platform';
import { submitLead, withClients, type SubmitResult } from './submit-lead';
import { auditDelivery, waitForWebhooks, type DeliveryAudit } from './verify-delivery';

const SITE = 'coastline-motor-group';

export interface ReliabilityReport extends DeliveryAudit {
  submitted: number;
  acceptedBeforeKill: number;
  lostConnections: number;
  replayedSameId: number;
}

async function waitForSpool(dir: string, count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(dir).catch(() => []);
    if (files.filter((file) => file.endsWith('.eml')).length >= count) return;
    if (Date.now() > deadline) throw new Error(`the mail spool has fewer than ${count} emails`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The crash test of issue 7: `total` leads are submitted concurrently to a platform process, which is
 * SIGKILLed once `killAfter` leads were accepted and restarted on the same DATA_DIR; every submission without
 * an answer is retried with its Idempotency-Key, and accepted ones are replayed too. Then every lead that
 * got a lead_id must be stored once and delivered once on each channel (webhook and email spool).
 *
 * On the embedded PGlite only: there the SIGKILL takes the database down with the server, and the restart
 * must recover each acknowledged lead from DATA_DIR's files. PostgreSQL outlives the kill and rolls back the
 * killed process's open transactions itself; what the platform adds on top (claims, leases, Idempotency-Keys)
 * is the same SQL on both, and this run covers it.
 */
export async function leadReliability(
  total = 1000,
  clients = 100,
  killAfter = 300,
): Promise<ReliabilityReport> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-lead-reliability-'));
  const storage: LeadPlatformStorage = { dataDir: path.join(root, 'data'), databaseUrl: null };
  let signingSecrets: readonly string[] = [];
  const receiver = await startWebhookReceiver({
    signingSecrets: () => signingSecrets,
    logFile: path.join(root, 'webhook.log'),
  });
  // Every platform process started here, so that a failed run leaves none behind.
  const started: { child: { kill(signal: NodeJS.Signals): boolean; exitCode: number | null } }[] = [];
  try {
    signingSecrets = await prepareLeadPlatform(storage, SITE, receiver.url);
    const port = await freePort();
    const first = await startLeadPlatform(storage, port);
    started.push(first);
    const key = (i: number) => `reliability-${i}`;
    let accepted = 0;
    const results: SubmitResult[] = await withClients(total, clients, async (i) => {
      const result = await submitLead(first.url, SITE, i, key(i));
      if (result.leadId && ++accepted === killAfter) first.child.kill('SIGKILL');
      return result;
    });
    await first.exited;
    const acceptedBeforeKill = results.filter((result) => result.leadId).length;
    const lostConnections = results.filter((result) => result.status === 0).length;
    const unexpected = results.filter((result) => result.status !== 0 && result.status !== 201);
    if (unexpected.length)
      throw new Error(`unexpected answers: ${unexpected.map((r) => r.status).join(', ')}`);

    const second = await startLeadPlatform(storage, port);
    started.push(second);
    const retried = await withClients(total, clients, async (i) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const result = await submitLead(second.url, SITE, i, key(i));
        if (result.leadId) return result.leadId;
      }
      throw new Error(`lead ${i} was not accepted after the restart`);
    });
    const replayedSameId = retried.filter((id, i) => results[i]!.leadId === id).length;
    const changed = retried.filter((id, i) => results[i]!.leadId && results[i]!.leadId !== id).length;
    if (changed) throw new Error(`${changed} leads answered a different lead_id when retried with their key`);

    const leadIds = new Set(retried);
    await waitForWebhooks(receiver, leadIds.size, 120_000);
    await waitForSpool(path.join(storage.dataDir, 'mail-spool'), leadIds.size, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    second.child.kill('SIGTERM');
    await second.exited;
    const audit = await auditDelivery(storage, leadIds, receiver);
    return { submitted: total, acceptedBeforeKill, lostConnections, replayedSameId, ...audit };
  } finally {
    for (const platform of started) if (platform.child.exitCode === null) platform.child.kill('SIGKILL');
    await receiver.close();
    await rm(root, { recursive: true, force: true });
  }
}

/** The failures of a report: empty when every acknowledged lead was stored and delivered exactly once. */
export function reliabilityFailures(report: ReliabilityReport): string[] {
  const n = report.acknowledged;
  const checks: [boolean, string][] = [
    [n === report.submitted, `${n} distinct lead_ids for ${report.submitted} submissions`],
    [report.storedOfAcknowledged === n, `${n - report.storedOfAcknowledged} acknowledged leads not stored`],
    [report.storedTotal === n, `${report.storedTotal} leads stored for ${n} lead_ids (duplicates)`],
    [report.deliveredStatus === n, `${n - report.deliveredStatus} leads not marked delivered`],
    [report.channelRows === 2 * n, `${report.channelRows} channel deliveries recorded for ${n} leads × 2`],
    [report.webhookKeys === n, `${n - report.webhookKeys} leads never reached the webhook`],
    [report.webhookUnknownKeys === 0, `${report.webhookUnknownKeys} webhook keys of no acknowledged lead`],
    [report.spoolFiles === n, `${report.spoolFiles} spooled emails for ${n} leads`],
  ];
  return checks.filter(([ok]) => !ok).map(([, message]) => message);
}

/** `npm run bench -- leads-reliability`: prints the report and fails when a lead was lost or doubled. */
export async function benchLeadReliability(): Promise<ReliabilityReport> {
  const report = await leadReliability();
  console.log(report);
  const failures = reliabilityFailures(report);
  if (failures.length) throw new Error(`lead reliability failed:\n${failures.join('\n')}`);
  console.log(
    `reliability: ${report.acknowledged} leads (${report.acceptedBeforeKill} accepted before SIGKILL, ` +
      `${report.lostConnections} connections lost and retried) stored and delivered exactly once; ` +
      `${report.webhookResends} webhook resends after the crash deduped by Idempotency-Key`,
  );
  return report;
}
