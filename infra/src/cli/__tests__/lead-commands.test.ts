import type { AddressInfo } from 'node:net';
import { leadDeliveryStates } from '../../lead-delivery/delivery-repository';
import type { LeadDeliveryReport } from '../../lead-delivery/delivery-ops';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { parseArgs, UsageError } from '../args';
import { checkCommand } from '../commands';
import { createHttpBackend } from '../http-backend';
import { formatAge, formatLeadDeliveryReport, leadsCommand } from '../lead-commands';
import { OpsError, type OpsBackend } from '../ops-backend';

jest.setTimeout(60_000);

const ID = '3f2b8c1e-1111-4a2b-9c3d-000000000001';
const RESERVATION = '7c1d2e3f-3333-4a2b-9c3d-000000000003';

/** A shopper's receipt waiting after a failed attempt, as the report shows it (no shopper details). */
const WAITING_RECEIPT = {
  reservation_id: RESERVATION,
  kind: 'receipt' as const,
  site: 'top-end-motors',
  status: 'pending' as const,
  attempts: 2,
  created_at: '2025-11-21T09:58:30.000Z',
  next_attempt_at: '2025-11-21T10:05:00.000Z',
  last_error: '421 try later',
};

const NO_SHOPPER_EMAILS = {
  counts: { pending: 0, delivering: 0, sent_24h: 0 },
  oldest_pending: null,
  recent_failures: [],
};

/** A backend that records what it was asked. */
function fakeBackend(report?: LeadDeliveryReport, due = { retried: 4, shopper_emails: 0 }) {
  const calls: unknown[][] = [];
  const backend: Pick<OpsBackend, 'via' | 'leadDeliveryReport' | 'retryLead' | 'retryLeads'> = {
    via: 'http://127.0.0.1:8080',
    leadDeliveryReport: async (limit) => (calls.push(['report', limit]), report!),
    retryLead: async (leadId) => {
      calls.push(['retry', leadId]);
      if (leadId !== ID) throw new OpsError(`No lead ${leadId}`);
      return { lead_id: ID, previous_status: 'failed', status: 'pending', attempts: 7, next_attempt_at: 'x' };
    },
    retryLeads: async (scope) => (calls.push(['retry-all', scope]), due),
  };
  return { backend, calls };
}

const run = async (backend: ReturnType<typeof fakeBackend>['backend'], ...argv: string[]) => {
  const args = parseArgs(argv);
  checkCommand(args);
  const printed: string[] = [];
  await leadsCommand(args, backend, (text) => printed.push(text));
  return printed.join('\n');
};

describe('leads commands: arguments', () => {
  it.each([
    [['leads', 'retry'], /Missing <lead-id> \(or --failed, or --all\)/],
    [['leads', 'retry', 'not-an-id'], /Not a lead id: "not-an-id"/],
    [['leads', 'retry', ID, '--failed'], /one of <lead-id>, --failed, --all/],
    [['leads', 'retry', '--failed', '--all'], /one of <lead-id>, --failed, --all/],
    [['leads', 'retry', '--failed', ID], /--failed takes no value/],
    [['leads', 'status', '--limit', '0'], /--limit must be a whole number from 1 to 100/],
    [['leads', 'retry', '--dry-run'], /leads retry does not take --dry-run/],
    [['leads', 'status', 'extra'], /Unexpected "extra"/],
  ])('refuses %j as a usage error (exit 2) before anything changes', async (argv, message) => {
    const { backend, calls } = fakeBackend();
    await expect(run(backend, ...argv)).rejects.toThrow(UsageError);
    await expect(run(backend, ...argv)).rejects.toThrow(message);
    expect(calls).toEqual([]);
  });

  it('retries one lead, every failed one, or every one not delivered', async () => {
    const { backend, calls } = fakeBackend();
    expect(await run(backend, 'leads', 'retry', ID)).toBe(
      `Lead ${ID} (was failed, 7 attempts) is due now: the platform is sending it now (leads status follows it).`,
    );
    expect(await run(backend, 'leads', 'retry', '--failed')).toMatch(/^4 failed leads are due now/);
    expect(await run(backend, 'leads', 'retry', '--all')).toMatch(/^4 pending or failed leads are due now/);
    expect(calls).toEqual([
      ['retry', ID],
      ['retry-all', 'failed'],
      ['retry-all', 'undelivered'],
    ]);
  });

  it('says how many shopper emails (reservation receipts and notices) it made due with the leads', async () => {
    const both = fakeBackend(undefined, { retried: 1, shopper_emails: 2 }).backend;
    expect(await run(both, 'leads', 'retry', '--all')).toBe(
      '1 pending or failed lead and 2 shopper emails (reservation receipts and notices) are due now: ' +
        'the platform is sending them now (leads status follows them).',
    );
    const oneEmail = fakeBackend(undefined, { retried: 0, shopper_emails: 1 }).backend;
    expect(await run(oneEmail, 'leads', 'retry', '--failed')).toBe(
      '1 shopper email (reservation receipts and notices) is due now: ' +
        'the platform is sending it now (leads status follows it).',
    );
    const none = fakeBackend(undefined, { retried: 0, shopper_emails: 0 }).backend;
    expect(await run(none, 'leads', 'retry', '--all')).toBe(
      'No pending or failed lead or shopper email: nothing to retry.',
    );
  });

  it('passes a refusal on (exit 1)', async () => {
    const { backend } = fakeBackend();
    await expect(run(backend, 'leads', 'retry', '00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      OpsError,
    );
  });
});

describe('leads status output', () => {
  it('shows counts, the oldest waiting lead, dealerships and recent failures', async () => {
    const { backend, calls } = fakeBackend({
      at: '2025-11-21T10:00:00.000Z',
      worker: { running: true, email: 'spool' },
      counts: { pending: 3, delivering: 0, failed: 1, delivered_24h: 120 },
      oldest_pending: {
        lead_id: ID,
        dealership: 'coastline-toyota',
        site: 'coastline-motor-group',
        status: 'pending',
        resend: 0,
        attempts: 3,
        created_at: '2025-11-21T07:55:00.000Z',
        next_attempt_at: '2025-11-21T10:30:00.000Z',
        last_error: 'email: EEXIST: file already exists',
        age_seconds: 7500,
      },
      resends: { pending: 0, delivering: 0, failed: 0, oldest: null },
      dealerships: [
        {
          dealership: 'coastline-toyota',
          site: 'coastline-motor-group',
          pending: 3,
          failed: 1,
          oldest_pending_at: '2025-11-21T07:55:00.000Z',
          resends_pending: 0,
          resends_failed: 0,
          oldest_resend_at: null,
        },
      ],
      recent_failures: [
        {
          lead_id: ID,
          dealership: 'coastline-toyota',
          site: 'coastline-motor-group',
          status: 'pending',
          resend: 0,
          attempts: 3,
          created_at: '2025-11-21T07:55:00.000Z',
          next_attempt_at: '2025-11-21T10:30:00.000Z',
          last_error: 'email: EEXIST: file already exists',
        },
      ],
      shopper_emails: {
        counts: { pending: 1, delivering: 0, sent_24h: 7 },
        oldest_pending: { ...WAITING_RECEIPT, age_seconds: 90 },
        recent_failures: [WAITING_RECEIPT],
      },
    });
    const text = await run(backend, 'leads', 'status', '--limit', '5');
    expect(calls).toEqual([['report', 5]]);
    expect(text).toContain('worker running, email to the local spool');
    expect(text).toMatch(
      /pending\s+3 {2}\(oldest waits 2 h 05 min: lead 3f2b8c1e-.*coastline-toyota, 3 attempts/,
    );
    expect(text).toMatch(/failed\s+1 {2}\(not retried: leads retry --failed\)/);
    expect(text).toMatch(/delivered\s+120 in the last 24 h/);
    expect(text).toMatch(/resends\s+0 waiting\n/);
    expect(text).toMatch(
      /coastline-toyota\s+coastline-motor-group\s+3\s+1\s+2025-11-21 07:55:00 UTC\s+0 waiting\s+-/,
    );
    expect(text).toMatch(
      new RegExp(`${ID}\\s+coastline-toyota\\s+pending\\s+3\\s+2025-11-21 10:30:00 UTC\\s+email: EEXIST`),
    );
    expect(text).toContain('leads retry <lead-id> | leads retry --failed | leads retry --all');
    expect(text).toContain(
      `shopper emails  1 waiting, 7 sent in the last 24 h  (oldest waits 1 min: receipt of reservation ${RESERVATION}, ` +
        'top-end-motors, 2 attempts, next 2025-11-21 10:05:00 UTC)',
    );
    expect(text).toMatch(
      new RegExp(
        `${RESERVATION}\\s+receipt\\s+top-end-motors\\s+2\\s+2025-11-21 10:05:00 UTC\\s+421 try later`,
      ),
    );
  });

  it('shows resends apart from pending, aged from when they were asked for', () => {
    const RESENT = '9a9a9a9a-2222-4a2b-9c3d-000000000002';
    const resent = {
      lead_id: RESENT,
      dealership: 'coastline-toyota',
      site: 'coastline-motor-group',
      status: 'pending' as const,
      resend: 1,
      attempts: 2,
      created_at: '2025-11-14T07:55:00.000Z',
      next_attempt_at: '2025-11-21T10:01:00.000Z',
      last_error: 'webhook: webhook answered 503',
    };
    const text = formatLeadDeliveryReport(
      {
        at: '2025-11-21T10:00:00.000Z',
        worker: { running: true, email: 'smtp' },
        counts: { pending: 0, delivering: 0, failed: 0, delivered_24h: 5 },
        oldest_pending: null,
        resends: {
          pending: 40,
          delivering: 2,
          failed: 1,
          oldest: { ...resent, resent_at: '2025-11-21T09:48:00.000Z', resent_by: 'alice', age_seconds: 720 },
        },
        dealerships: [
          {
            dealership: 'coastline-toyota',
            site: 'coastline-motor-group',
            pending: 0,
            failed: 0,
            oldest_pending_at: null,
            resends_pending: 42,
            resends_failed: 1,
            oldest_resend_at: '2025-11-21T09:48:00.000Z',
          },
        ],
        recent_failures: [resent],
        shopper_emails: NO_SHOPPER_EMAILS,
      },
      'http://127.0.0.1:8080',
    );
    expect(text).toMatch(/pending\s+0\n/);
    expect(text).toMatch(/failed\s+0\n/);
    expect(text).toContain(
      `resends      42 waiting, 1 failed  (oldest asked for 12 min ago by alice: lead ${RESENT}, resend 1, ` +
        'coastline-toyota, 2 attempts, next 2025-11-21 10:01:00 UTC)',
    );
    expect(text).toMatch(/OLDEST PENDING\s+RESENDS\s+OLDEST RESEND/);
    expect(text).toMatch(/0\s+0\s+-\s+42 waiting, 1 failed\s+2025-11-21 09:48:00 UTC/);
    expect(text).toMatch(new RegExp(`${RESENT}\\s+coastline-toyota\\s+pending \\(resend 1\\)\\s+2\\s+`));
    expect(text).toContain('leads retry --failed');
  });

  it('formats ages', () => {
    expect([45, 750, 7500, 280_000].map(formatAge)).toEqual(['45 s', '12 min', '2 h 05 min', '3 d 5 h']);
  });

  it('says when no server delivers (straight on the database)', () => {
    const text = formatLeadDeliveryReport(
      {
        at: '2025-11-21T10:00:00.000Z',
        worker: null,
        counts: { pending: 0, delivering: 0, failed: 0, delivered_24h: 0 },
        oldest_pending: null,
        resends: { pending: 0, delivering: 0, failed: 0, oldest: null },
        dealerships: [],
        recent_failures: [],
        shopper_emails: NO_SHOPPER_EMAILS,
      },
      'embedded database in /tmp/x',
    );
    expect(text).toContain('read from embedded database in /tmp/x (no platform server');
    expect(text).not.toContain('leads retry');
  });
});

describe('leads commands through a running platform (HTTP backend)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ leadDelivery: { pollMs: 60 * 60 * 1000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  it('reads the report and retries a lead, which the server then delivers', async () => {
    await t.app.platform.db.query(`UPDATE dealerships SET delivery = '{}'::jsonb`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host: 'tasman-subaru.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify(testLead()),
    });
    const id: string = res.json().lead_id;
    t.app.leadDelivery.wake();
    const backend = createHttpBackend(url, TEST_TOKEN);
    for (
      let i = 0;
      i < 250 && (await leadDeliveryStates(t.app.platform.db, [id]))[0]!.status !== 'failed';
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    const status = await run(backend, 'leads', 'status');
    expect(status).toMatch(/failed\s+1/);
    expect(status).toContain(id);
    expect(status).toContain('the dealership has no delivery channel');

    await t.app.platform.db.query(`UPDATE dealerships SET delivery = '{"email": {}}'::jsonb`);
    expect(await run(backend, 'leads', 'retry', id)).toContain(
      `Lead ${id} (was failed, 1 attempt) is due now`,
    );
    for (
      let i = 0;
      i < 250 && (await leadDeliveryStates(t.app.platform.db, [id]))[0]!.status !== 'delivered';
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await leadDeliveryStates(t.app.platform.db, [id]))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
    await expect(run(backend, 'leads', 'retry', id)).rejects.toThrow(/was delivered at/);
  });
});
