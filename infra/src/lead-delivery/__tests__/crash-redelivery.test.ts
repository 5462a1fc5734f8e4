import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { saveLead } from '../../leads/save-lead';
import { deliverLead, type ChannelSenders } from '../deliver-lead';
import { createDeliveryRepository, leadDeliveryStates } from '../delivery-repository';
import { createDeliveryWorker, DEFAULT_WORKER_OPTIONS } from '../delivery-worker';
import { createSpoolTransport } from '../mail-transport';
import { signedWebhookSender } from '../signed-webhook-sender';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

jest.setTimeout(60_000);

let db: Db;
let root: string;
let receiver: WebhookReceiver;
let senders: ChannelSenders;
let siteId: number;
let dealershipId: number;
const quiet = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-delivery-'));
  receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(db) });
  db = await openPgliteDb();
  await migrate(db);
  await seedDemoTenants(db);
  const [site] = await db.query<{ id: number; dealership_id: number }>(
    `SELECT s.id, d.id AS dealership_id FROM sites s JOIN dealerships d ON d.site_id = s.id
     ORDER BY s.id, d.position, d.id LIMIT 1`,
  );
  siteId = site!.id;
  dealershipId = site!.dealership_id;
  await db.query(`UPDATE dealerships SET delivery = $1::jsonb WHERE site_id = $2`, [
    JSON.stringify({ webhook: { url: receiver.url }, email: { to: 'sales@example.com' } }),
    siteId,
  ]);
  senders = {
    mail: createSpoolTransport(path.join(root, 'spool')),
    mailFrom: 'leads@test',
    webhook: signedWebhookSender(db),
  };
});
afterAll(async () => {
  await db?.close();
  await receiver?.close();
  await rm(root, { recursive: true, force: true });
});

const newLead = (name: string) =>
  saveLead(db, {
    siteId,
    submission: {
      category: 'General Enquiry',
      subcategory: null,
      name,
      email: 'jo@example.com',
      phone: '0412 345 678',
      message: 'Hello',
      dealership_slug: null,
    },
    carId: null,
    // A lead is stored with its dealership (leads-routes resolves it); one without has lost it (deleted).
    dealershipId,
    idempotencyKey: null,
    userAgent: null,
  });

describe('delivery across a crash', () => {
  it('claims each due lead once, also when two rounds claim at the same moment', async () => {
    const ids = await Promise.all(['A', 'B', 'C', 'D'].map(async (name) => (await newLead(name)).lead_id));
    const repo = createDeliveryRepository(db);
    const [first, second] = await Promise.all([repo.claimDue(3, 60_000), repo.claimDue(3, 60_000)]);
    const claimed = [...first!, ...second!].map((lead) => lead.id);
    expect(new Set(claimed)).toEqual(new Set(ids));
    expect(claimed).toHaveLength(4);
    expect(await repo.claimDue(10, 60_000)).toEqual([]);
  });

  it('resends a lead whose worker died between sending and marking, with the same key and one email file', async () => {
    await db.query(`UPDATE leads SET delivery_status = 'delivered'`);
    const { lead_id } = await newLead('Crash');
    const repo = createDeliveryRepository(db);
    const [claimed] = await repo.claimDue(10, 50);
    // Sent on both channels, then the process "dies": nothing is marked, the 50 ms lease runs out.
    await deliverLead(claimed!, senders);
    expect(receiver.accepted.has(lead_id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const worker = createDeliveryWorker(db, senders, quiet, DEFAULT_WORKER_OPTIONS);
    expect(await worker.runOnce()).toBe(1);
    const calls = receiver.received.filter((call) => call.idempotencyKey === lead_id);
    expect(calls.map((call) => call.status)).toEqual([200, 200]);
    expect([...receiver.accepted.keys()].filter((key) => key === lead_id)).toHaveLength(1);
    expect((await readdir(path.join(root, 'spool'))).filter((file) => file.startsWith(lead_id))).toEqual([
      `${lead_id}.eml`,
    ]);
    const [state] = await leadDeliveryStates(db, [lead_id]);
    expect(state).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(state!.channels.map((channel) => channel.channel)).toEqual(['email', 'webhook']);
  });
});
