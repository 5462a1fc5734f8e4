import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteDocument } from '../../site-documents/site-document';
import { testLead } from '../../test-support/test-lead';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { leadDeliveryStates, type LeadDeliveryState } from '../delivery-repository';
import { storeLeadFromAnotherServer } from '../testing/lead-from-another-server';
import { parseEml } from '../testing/parse-eml';
import { storedSigningSecrets } from '../testing/stored-signing-secrets';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

jest.setTimeout(120_000);

/**
 * QA's case: a dealership whose webhook is down has a lead waiting, and a `sites put` deletes the dealership.
 * The lead went, ten seconds later and unannounced, to the site's first dealership's inbox.
 */
const SITE = 'harbour-nissan';
const GONE = 'qa-second-dealer';
const FIRST_INBOX = 'first-dealership@example.com';
const auth = { authorization: `Bearer ${TEST_TOKEN}`, 'x-ops-actor': 'alice' };

let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver({ signingSecrets: () => storedSigningSecrets(t.app.platform.db) });
  t = await createTestApp({ leadDelivery: { pollMs: 10, backoff: { baseMs: 50, capMs: 200 } } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: auth, payload });

const stateOf = async (leadId: string) => (await leadDeliveryStates(t.app.platform.db, [leadId]))[0]!;

async function until(leadId: string, done: (state: LeadDeliveryState) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = await stateOf(leadId);
    if (done(state)) return state;
    if (Date.now() > deadline) throw new Error(`lead ${leadId}: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the undelivered leads of a dealership a sites put deletes', () => {
  it('go to the dealer’s email, not another dealership’s inbox, and the put (and its dry run) says so', async () => {
    const shown = await ops('GET', `/sites/${SITE}`);
    if (shown.statusCode !== 200) throw new Error(shown.body);
    const document: SiteDocument = shown.json();
    const dealerEmail = document.dealer.email;
    expect(dealerEmail).not.toBe(FIRST_INBOX);
    document.dealer.dealerships[0]!.lead_delivery = { webhook: null, email: { to: FIRST_INBOX } };
    document.dealer.dealerships.push({
      ...document.dealer.dealerships[0]!,
      slug: GONE,
      name: 'QA Second Dealer',
      lead_delivery: { webhook: { url: receiver.url }, email: null },
    });
    expect((await ops('PUT', `/sites/${SITE}`, document)).statusCode).toBe(200);
    expect((await ops('POST', `/dealerships/${GONE}/dealer-tokens`, {})).statusCode).toBe(201);

    // Its receiver answers 500: the lead waits, retried.
    receiver.failNext(1_000);
    const waiting = await storeLeadFromAnotherServer(
      t.app.platform,
      SITE,
      testLead({ dealership_slug: GONE }),
    );
    t.app.leadDelivery.wake();
    expect(await until(waiting, (s) => s.last_error !== null)).toMatchObject({
      status: 'pending',
      last_error: 'webhook: webhook answered 500',
    });
    // And one given up on (failed): it stays failed until an operator retries it.
    const failed = await storeLeadFromAnotherServer(
      t.app.platform,
      SITE,
      testLead({ dealership_slug: GONE }),
    );
    await t.app.platform.db.query(
      `UPDATE leads SET delivery_status = 'failed', last_delivery_error = 'given up' WHERE id = $1`,
      [failed],
    );

    document.dealer.dealerships.pop();
    const line =
      `dealership ${GONE} is deleted: its 1 live dealer token stops working, its 2 leads stay stored ` +
      `without a dealership; its 1 undelivered lead goes by email to ${dealerEmail} (the dealer's email, not ` +
      "another dealership's channels) on its next attempt; its 1 failed lead stays failed until `leads retry " +
      `--failed\` (or \`leads retry <lead-id>\`) sends it to ${dealerEmail}`;
    const dryRun = await ops('PUT', `/sites/${SITE}?dry_run=true`, document);
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json().changes).toContain(line);
    const put = await ops('PUT', `/sites/${SITE}`, document);
    expect(put.statusCode).toBe(200);
    expect(put.json().changes).toContain(line);

    t.app.leadDelivery.wake();
    const delivered = await until(waiting, (s) => s.status === 'delivered');
    expect(delivered.channels.at(-1)).toMatchObject({ channel: 'email', target: dealerEmail });
    const eml = parseEml(await readFile(path.join(t.config.dataDir, 'mail-spool', `${waiting}.eml`), 'utf8'));
    expect(eml.headers.to).toContain(dealerEmail);
    expect(eml.headers.to).not.toContain(FIRST_INBOX);
    expect(eml.parts[0]!.body).toContain('Its dealership is no longer on the site');
    expect((await stateOf(failed)).status).toBe('failed');

    // leads retry sends the failed one there too.
    expect((await ops('POST', `/leads/${failed}/retry`)).statusCode).toBe(200);
    t.app.leadDelivery.wake();
    expect((await until(failed, (s) => s.status === 'delivered')).channels).toEqual([
      expect.objectContaining({ channel: 'email', target: dealerEmail }),
    ]);
  });
});
