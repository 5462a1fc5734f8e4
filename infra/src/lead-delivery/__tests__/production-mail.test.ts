import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { readEnvConfig } from '../../config';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { saveLead } from '../../leads/save-lead';
import type { Platform } from '../../platform';
import { leadDeliveryStates } from '../delivery-repository';
import { leadDeliveryPlugin } from '../lead-delivery-plugin';
import { LeadMailConfigError, productionMailCheck } from '../production-mail-check';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

jest.setTimeout(60_000);

let db: Db;
let root: string;
let receiver: WebhookReceiver;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealerline-production-mail-'));
  receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(db) });
  db = await openPgliteDb();
  await migrate(db);
  await seedDemoTenants(db);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await db?.close();
  await receiver?.close();
  await rm(root, { recursive: true, force: true });
});

/** The plugin alone on a bare app with `config` (what buildApp does for it). */
async function start(config: Partial<Config>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  const full = { dataDir: path.join(root, 'data'), leadDelivery: { pollMs: 10 }, ...config } as Config;
  app.decorate('platform', { config: full, db } as Platform);
  await app.register(leadDeliveryPlugin);
  await app.ready();
  return app;
}

const setAll = (delivery: unknown) =>
  db.query(`UPDATE dealerships SET delivery = $1::jsonb`, [JSON.stringify(delivery)]);

describe('lead emails in production', () => {
  it('reads production from NODE_ENV=production and SMTP_URL from the environment', () => {
    expect(readEnvConfig({ NODE_ENV: 'production', SMTP_URL: ' smtp://relay:25 ' })).toMatchObject({
      production: true,
      smtpUrl: 'smtp://relay:25',
    });
    expect(readEnvConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, smtpUrl: null });
    expect(readEnvConfig({})).toMatchObject({ production: false, smtpUrl: null });
  });

  it('finds the dealerships whose leads would only reach the spool', () => {
    const dealerships = [
      { slug: 'email-only', delivery: { email: {} } },
      { slug: 'both', delivery: { email: {}, webhook: { url: 'https://crm.example/leads' } } },
      { slug: 'webhook-only', delivery: { webhook: { url: 'https://crm.example/leads' } } },
    ];
    expect(productionMailCheck({ production: true, smtpUrl: null }, dealerships)).toEqual({
      emailOnly: ['email-only'],
      emailAndWebhook: ['both'],
    });
    const none = { emailOnly: [], emailAndWebhook: [] };
    expect(productionMailCheck({ production: true, smtpUrl: 'smtp://relay:25' }, dealerships)).toEqual(none);
    expect(productionMailCheck({ production: false, smtpUrl: null }, dealerships)).toEqual(none);
  });

  it('refuses to start in production without SMTP_URL while a dealership only has the email channel', async () => {
    await setAll({ email: {} });
    const refusal = start({ production: true, smtpUrl: null });
    await expect(refusal).rejects.toThrow(LeadMailConfigError);
    await expect(refusal).rejects.toThrow(
      /NODE_ENV=production and SMTP_URL is not set.*mail-spool.*Set SMTP_URL/s,
    );
    await expect(refusal).rejects.toThrow(/tasman-subaru|coastline/);
  });

  it('starts in production with SMTP_URL, and in development without it', async () => {
    await setAll({ email: {} });
    expect((await start({ production: true, smtpUrl: 'smtp://127.0.0.1:1' })).leadDelivery.email).toBe(
      'smtp',
    );
    expect((await start({ production: false })).leadDelivery.email).toBe('spool');
  });

  it('starts in production without SMTP_URL when every dealership has a webhook; email then fails visibly, never to disk', async () => {
    await setAll({ webhook: { url: receiver.url }, email: { to: 'sales@example.com' } });
    const dataDir = path.join(root, 'production-data');
    const app = await start({ production: true, smtpUrl: null, dataDir });
    expect(app.leadDelivery.email).toBe('none');
    const [site] = await db.query<{ id: number; dealership_id: number }>(
      `SELECT s.id, d.id AS dealership_id FROM sites s JOIN dealerships d ON d.site_id = s.id
       ORDER BY s.id, d.position, d.id LIMIT 1`,
    );
    await db.query(`UPDATE leads SET delivery_status = 'delivered'`);
    const { lead_id } = await saveLead(db, {
      siteId: site!.id,
      submission: {
        category: 'General Enquiry',
        subcategory: null,
        name: 'Jo',
        email: 'jo@example.com',
        phone: '0412 345 678',
        dealership_slug: null,
      },
      carId: null,
      dealershipId: site!.dealership_id,
      idempotencyKey: null,
      userAgent: null,
    });
    const deadline = Date.now() + 10_000;
    let state = (await leadDeliveryStates(db, [lead_id]))[0]!;
    while (!state.last_error && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (await leadDeliveryStates(db, [lead_id]))[0]!;
    }
    expect(state.status).toMatch(/pending|delivering/);
    expect(state.last_error).toMatch(/^email: SMTP_URL is not set/);
    expect(state.channels.map((channel) => channel.channel)).toEqual(['webhook']);
    expect(receiver.accepted.has(lead_id)).toBe(true);
    await expect(readdir(path.join(dataDir, 'mail-spool'))).rejects.toThrow(/ENOENT/);
  });
});
