import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../db/migrate';
import { openPgliteDb } from '../../db/pglite-db';
import { seedDemoTenants } from '../../demo/seed-demo-tenants';
import { leadDeliveryStates } from '../../lead-delivery/delivery-repository';
import { storeLeadFromAnotherServer } from '../../lead-delivery/testing/lead-from-another-server';
import type { ResendRequest, ResendResult } from '../../lead-delivery/lead-resend';
import { createTestApp, TEST_TOKEN, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { parseArgs, UsageError } from '../args';
import { checkCommand } from '../commands';
import { formatResendResult, leadsResendCommand } from '../lead-resend-command';
import { main } from '../main';

jest.setTimeout(120_000);

const ID = '3f2b8c1e-1111-4a2b-9c3d-000000000001';
const ID2 = '3f2b8c1e-1111-4a2b-9c3d-000000000002';
const HTTP = { via: 'http://127.0.0.1:8080' };

const result = (overrides: Partial<ResendResult> = {}): ResendResult => ({
  dry_run: false,
  resent_by: 'alice',
  resent_at: '2025-11-21T10:00:00.000Z',
  window: null,
  leads: [
    {
      lead_id: ID,
      dealership: 'coastline-toyota',
      site: 'coastline-motor-group',
      created_at: '2025-11-20T07:55:00.000Z',
      delivered_at: '2025-11-20T07:55:01.000Z',
      resend: 1,
      channels: ['webhook', 'email'],
    },
  ],
  not_delivered: 0,
  ...overrides,
});

/** `leads resend …` through checkCommand against a backend that records what it was asked. */
async function run(...argv: string[]) {
  const calls: [ResendRequest, string][] = [];
  const backend = {
    ...HTTP,
    resendLeads: async (request: ResendRequest, actor: string) => (calls.push([request, actor]), result()),
  };
  const args = parseArgs(argv);
  checkCommand(args);
  const printed: string[] = [];
  await leadsResendCommand(args, backend, (text) => printed.push(text), 'alice');
  return { calls, text: printed.join('\n') };
}

describe('leads resend: arguments', () => {
  it.each([
    [['leads', 'resend'], /^Missing which leads to resend: <lead-id>\.\.\. \| --dealership <slug> --since/],
    [['leads', 'resend', '--dry-run'], /^Missing which leads to resend/],
    [['leads', 'resend', ID, 'nope'], /^Not a lead id: "nope"/],
    [
      ['leads', 'resend', ID, '--dealership', 'x', '--since', '1h'],
      /takes lead ids or --dealership, not both/,
    ],
    [['leads', 'resend', '--dealership', 'x'], /^--dealership needs --since <time>: an ISO time/],
    [['leads', 'resend', '--since', '1h'], /^--since and --until need --dealership <slug>/],
    [
      ['leads', 'resend', '--dealership', 'x', '--since', 'yesterday'],
      /^--since must be an ISO time .*"yesterday"/,
    ],
    [['leads', 'resend', '--dealership', 'x', '--since', '1h', '--until', 'soon'], /^--until must be/],
    [['leads', 'resend', '--dealership', '--since', '1h'], /^--dealership needs a value/],
    [['leads', 'resend', ID, '--dry-run=yes'], /^--dry-run takes no value/],
    [['leads', 'resend', '--failed'], /leads resend does not take --failed/],
  ])('refuses %j as a usage error (exit 2) before asking anything', async (argv, message) => {
    const attempt = run(...argv);
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(run(...argv)).rejects.toThrow(message);
  });

  it('takes at most 200 lead ids at once', async () => {
    await expect(run('leads', 'resend', ...Array<string>(201).fill(ID))).rejects.toThrow(
      new UsageError('leads resend takes at most 200 lead ids at once'),
    );
  });

  it('asks for the named leads, or a dealership and window, as the ops API takes them, by the actor', async () => {
    expect((await run('leads', 'resend', ID, ID2)).calls).toEqual([
      [{ lead_ids: [ID, ID2], dry_run: false }, 'alice'],
    ]);
    expect((await run('leads', 'resend', '--dry-run', ID)).calls).toEqual([
      [{ lead_ids: [ID], dry_run: true }, 'alice'],
    ]);
    expect(
      (await run('leads', 'resend', '--dealership', 'coastline-toyota', '--since', '6h', '--dry-run')).calls,
    ).toEqual([[{ dealership: 'coastline-toyota', since: '6h', dry_run: true }, 'alice']]);
    expect(
      (
        await run(
          'leads',
          'resend',
          '--dealership=coastline-toyota',
          '--since=2025-11-21T09:00:00+11:00',
          '--until',
          '2025-11-22T09:00:00+11:00',
        )
      ).calls,
    ).toEqual([
      [
        {
          dealership: 'coastline-toyota',
          since: '2025-11-21T09:00:00+11:00',
          until: '2025-11-22T09:00:00+11:00',
          dry_run: false,
        },
        'alice',
      ],
    ]);
  });
});

describe('leads resend output', () => {
  it('lists the leads resent, by whom, where they go now, and that the platform sends them', () => {
    const text = formatResendResult(result(), HTTP);
    expect(text.split('\n')[0]).toBe('Resent 1 delivered lead (by alice at 2025-11-21 10:00:00 UTC):');
    expect(text).toMatch(/LEAD\s+DEALERSHIP\s+CREATED\s+LAST DELIVERED\s+RESEND\s+CHANNELS NOW/);
    expect(text).toMatch(
      new RegExp(
        `${ID}\\s+coastline-toyota\\s+2025-11-20 07:55:00 UTC\\s+2025-11-20 07:55:01 UTC\\s+#1\\s+webhook, email`,
      ),
    );
    expect(text).toContain(
      'Due now as resends ("[Resent]" email, ADF status "resend", the same lead id): the platform is sending it now',
    );
  });

  it('says what a dry run would resend of a window, and what it left out', () => {
    const text = formatResendResult(
      result({
        dry_run: true,
        resent_at: null,
        window: { dealership: 'coastline-toyota', since: '2025-11-20T00:00:00.000Z', until: null },
        not_delivered: 2,
      }),
      HTTP,
    );
    expect(text.split('\n')[0]).toBe(
      'Would resend 1 delivered lead of coastline-toyota created from 2025-11-20 00:00:00 UTC to now:',
    );
    expect(text).toContain('Nothing was changed (--dry-run).');
    expect(text).toContain(
      '2 leads of that window are not delivered yet and were left out: leads status shows them',
    );
  });

  it('says when nothing matched, and that --local only changes the database', () => {
    const window = {
      dealership: 'coastline-toyota',
      since: '2025-11-20T00:00:00.000Z',
      until: '2025-11-21T00:00:00.000Z',
    };
    expect(formatResendResult(result({ leads: [], resent_at: null, window }), HTTP)).toBe(
      'No delivered lead of coastline-toyota created from 2025-11-20 00:00:00 UTC to 2025-11-21 00:00:00 UTC: ' +
        'nothing to resend.',
    );
    expect(formatResendResult(result(), { via: 'embedded PGlite in /tmp/x' })).toContain(
      'the platform sends it once it runs (no server: this changed the database only)',
    );
  });
});

/** The CLI's main with `env`; what it printed and noted. */
async function cli(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (text) => out.push(text), { env, note: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('leads resend through a running platform (HTTP)', () => {
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ leadDelivery: { pollMs: 60 * 60 * 1000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    env = { PLATFORM_URL: url, OPS_TOKEN: TEST_TOKEN, OPS_ACTOR: 'ops-person', DATA_DIR: t.config.dataDir };
  });
  afterAll(async () => t?.close());

  const status = async (id: string) => (await leadDeliveryStates(t.app.platform.db, [id]))[0]!.status;
  /** A lead this server's worker does not know of until it is woken (or polls, an hour from now). */
  const submit = (): Promise<string> =>
    storeLeadFromAnotherServer(t.app.platform, 'tasman-subaru', testLead());
  async function untilDelivered(id: string) {
    for (let i = 0; i < 250 && (await status(id)) !== 'delivered'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await status(id)).toBe('delivered');
  }

  it('resends a delivered lead, which the server then delivers again, and refuses one not delivered', async () => {
    const id = await submit();
    t.app.leadDelivery.wake();
    await untilDelivered(id);

    const res = await cli(['leads', 'resend', id, '--actor', 'alice'], env);
    expect(res.err).toContain('Acting on the platform at http://127.0.0.1:');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Resent 1 delivered lead \(by alice at /);
    expect(res.out).toContain('the platform is sending it now');
    await untilDelivered(id);
    expect(
      await t.app.platform.db.query('SELECT resend, resent_by FROM lead_resends WHERE lead_id = $1', [id]),
    ).toEqual([{ resend: 1, resent_by: 'alice' }]);

    const scoped = await cli(
      ['leads', 'resend', '--dealership', 'tasman-subaru', '--since', '1h', '--dry-run'],
      env,
    );
    expect(scoped.code).toBe(0);
    expect(scoped.out).toMatch(/^Would resend \d+ delivered leads? of tasman-subaru created from /);
    expect(scoped.out).toMatch(new RegExp(`${id}\\s.*#2\\s+email`));

    const waiting = await submit();
    const refused = await cli(['leads', 'resend', waiting], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `Refused: Nothing was resent: only a delivered lead is resent, and lead ${waiting} is pending`,
    );
  });
});

describe('leads resend --local (no platform server)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cli-resend-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('puts a delivered lead back in the queue of the embedded database, for the next start to send', async () => {
    const dbPath = path.join(dataDir, 'pglite');
    let db = await openPgliteDb(dbPath);
    await migrate(db);
    await seedDemoTenants(db);
    const [lead] = await db.query<{ id: string }>(
      `INSERT INTO leads (id, site_id, category, payload, request_hash, dealership_id, delivery_status, delivered_at)
       SELECT gen_random_uuid(), d.site_id, 'General Enquiry', '{}'::jsonb, 'x', d.id, 'delivered', now()
       FROM dealerships d WHERE d.slug = 'tasman-subaru' RETURNING id::text`,
    );
    await db.close();

    const res = await cli(['leads', 'resend', lead!.id, '--local'], {
      DATA_DIR: dataDir,
      OPS_ACTOR: 'night-shift',
    });
    expect(res.err).toContain('Acting on the database directly (--local, no platform server)');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Resent 1 delivered lead \(by night-shift at /);
    expect(res.out).toContain(
      'the platform sends it once it runs (no server: this changed the database only)',
    );

    db = await openPgliteDb(dbPath);
    try {
      expect(await db.query('SELECT delivery_status FROM leads WHERE id = $1', [lead!.id])).toEqual([
        { delivery_status: 'pending' },
      ]);
      expect(await db.query('SELECT resent_by FROM lead_resends WHERE lead_id = $1', [lead!.id])).toEqual([
        { resent_by: 'night-shift' },
      ]);
    } finally {
      await db.close();
    }
  });
});
