import type { LeadDeliveryReport, RetryScope, UndeliveredLead } from '../lead-delivery/delivery-ops';
import { LEAD_ID } from '../lead-delivery/delivery-ops';
import type { ShopperEmailReport } from '../shopper-emails/shopper-email-report';
import { flagText, UsageError, type ParsedArgs } from './args';
import type { OpsBackend } from './ops-backend';
import { formatTable, formatTime } from './table';

type Print = (text: string) => void;
type LeadsBackend = Pick<OpsBackend, 'via' | 'leadDeliveryReport' | 'retryLead' | 'retryLeads'>;

/** 45 → "45 s", 750 → "12 min", 7500 → "2 h 05 min", 280000 → "3 d 5 h". */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const EMAIL: Record<string, string> = {
  smtp: 'email over SMTP (SMTP_URL)',
  spool: "email to the local spool DATA_DIR/mail-spool (this machine's disk; SMTP_URL is not set)",
  none: 'email FAILS: production without SMTP_URL (webhooks still deliver)',
};

const when = (iso: string | null) => (iso ? formatTime(iso) : '-');
const attempts = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

function failureRows(leads: UndeliveredLead[]): string[][] {
  return leads.map((lead) => [
    lead.lead_id,
    lead.dealership ?? `(site ${lead.site}: no dealership)`,
    lead.resend ? `${lead.status} (resend ${lead.resend})` : lead.status,
    String(lead.attempts),
    lead.status === 'failed' ? 'never (failed)' : when(lead.next_attempt_at),
    (lead.last_error ?? '').replace(/\s+/g, ' ').slice(0, 120),
  ]);
}

/** Resends waiting (pending or being sent), and how many failed. */
function resendCount(waiting: number, failed: number): string {
  return `${waiting} waiting${failed ? `, ${failed} failed` : ''}`;
}

/** The shopper emails (receipts, cancellation notices): waiting, sent, and the oldest waiting. */
function shopperEmailLine({ counts, oldest_pending: oldest }: ShopperEmailReport): string {
  const waiting = `${counts.pending + counts.delivering} waiting, ${counts.sent_24h} sent in the last 24 h`;
  return `  shopper emails  ${waiting}${
    oldest
      ? `  (oldest waits ${formatAge(oldest.age_seconds)}: ${oldest.kind} of reservation ${oldest.reservation_id}, ` +
        `${oldest.site}, ${attempts(oldest.attempts)}, next ${when(oldest.next_attempt_at)})`
      : ''
  }`;
}

/** The shopper emails whose last attempt failed, by reservation (never the shopper's details). */
function shopperEmailFailures({ recent_failures: failures }: ShopperEmailReport): string[] {
  if (!failures.length) return [];
  return [
    '',
    'Shopper emails not sent with an error, newest first (retried with backoff until sent):',
    formatTable(
      ['RESERVATION', 'EMAIL', 'SITE', 'ATTEMPTS', 'NEXT ATTEMPT', 'LAST ERROR'],
      failures.map((email) => [
        email.reservation_id,
        email.kind,
        email.site,
        String(email.attempts),
        when(email.next_attempt_at),
        (email.last_error ?? '').replace(/\s+/g, ' ').slice(0, 120),
      ]),
    ),
  ];
}

/**
 * The report as text: first deliveries by state with the oldest waiting (aged from when the shopper sent
 * it), resends apart with the oldest waiting (aged from when it was asked for), dealerships with leads
 * waiting, recent failures; then the shopper emails (waiting, sent, failures).
 */
export function formatLeadDeliveryReport(report: LeadDeliveryReport, via: string): string {
  const { counts, oldest_pending: oldest, resends, worker } = report;
  const resent = resends.oldest;
  const lines = [
    `Lead delivery at ${formatTime(report.at)}, ${
      worker
        ? `${worker.running ? 'worker running' : 'no worker (leadDelivery.enabled false)'}, ${EMAIL[worker.email] ?? worker.email}`
        : `read from ${via} (no platform server: nothing is delivered until one runs)`
    }`,
    `  pending      ${counts.pending}${
      oldest
        ? `  (oldest waits ${formatAge(oldest.age_seconds)}: lead ${oldest.lead_id}, ${oldest.dealership ?? oldest.site}, ` +
          `${attempts(oldest.attempts)}, next ${when(oldest.next_attempt_at)})`
        : ''
    }`,
    `  delivering   ${counts.delivering}`,
    `  failed       ${counts.failed}${counts.failed ? '  (not retried: leads retry --failed)' : ''}`,
    `  delivered    ${counts.delivered_24h} in the last 24 h`,
    `  resends      ${resendCount(resends.pending + resends.delivering, resends.failed)}${
      resent
        ? `  (oldest asked for ${formatAge(resent.age_seconds)} ago by ${resent.resent_by}: lead ` +
          `${resent.lead_id}, resend ${resent.resend}, ${resent.dealership ?? resent.site}, ` +
          `${attempts(resent.attempts)}, next ${when(resent.next_attempt_at)})`
        : ''
    }`,
    shopperEmailLine(report.shopper_emails),
  ];
  if (report.dealerships.length) {
    lines.push(
      '',
      formatTable(
        ['DEALERSHIP', 'SITE', 'PENDING', 'FAILED', 'OLDEST PENDING', 'RESENDS', 'OLDEST RESEND'],
        report.dealerships.map((d) => [
          d.dealership ?? '(no dealership)',
          d.site,
          String(d.pending),
          String(d.failed),
          when(d.oldest_pending_at),
          resendCount(d.resends_pending, d.resends_failed),
          when(d.oldest_resend_at),
        ]),
      ),
    );
  }
  if (report.recent_failures.length) {
    lines.push(
      '',
      'Leads not delivered with an error, newest first:',
      formatTable(
        ['LEAD', 'DEALERSHIP', 'STATUS', 'ATTEMPTS', 'NEXT ATTEMPT', 'LAST ERROR'],
        failureRows(report.recent_failures),
      ),
    );
  }
  lines.push(...shopperEmailFailures(report.shopper_emails));
  if (counts.pending + counts.delivering + counts.failed + resends.pending + resends.failed > 0) {
    lines.push(
      '',
      'Due now: npm run platform -- leads retry <lead-id> | leads retry --failed | leads retry --all',
    );
  }
  return lines.join('\n');
}

/**
 * `leads status [--limit <n>]`: lead delivery across every dealership. Pending, delivering and failed are
 * first deliveries; resends (`leads resend`) are counted apart, aged from when they were asked for.
 */
export async function leadsStatusCommand(
  backend: LeadsBackend,
  print: Print,
  options: { limit?: number } = {},
): Promise<void> {
  print(formatLeadDeliveryReport(await backend.leadDeliveryReport(options.limit), backend.via));
}

/** What happens to leads made due: sent now by the platform, or once one runs (--local). */
export const sends = (backend: Pick<OpsBackend, 'via'>, it: 'it' | 'them') =>
  backend.via.startsWith('http')
    ? `the platform is sending ${it} now (leads status follows ${it})`
    : `the platform sends ${it} once it runs (no server: this changed the database only)`;

/**
 * `leads retry <lead-id>`: a pending or failed lead due now (its attempts are kept; the channels that
 * acknowledged it are not sent again). `leads retry --failed`: every failed lead; `--all`: every lead not
 * delivered (pending and failed), e.g. after an outage, instead of waiting out the backoff (up to an hour).
 */
export async function leadsRetryCommand(
  backend: LeadsBackend,
  print: Print,
  options: { leadId?: string; scope?: RetryScope },
): Promise<void> {
  if (options.leadId) {
    const lead = await backend.retryLead(options.leadId);
    print(
      `Lead ${lead.lead_id} (was ${lead.previous_status}, ${lead.attempts} attempt${lead.attempts === 1 ? '' : 's'}) ` +
        `is due now: ${sends(backend, 'it')}.`,
    );
    return;
  }
  const scope = options.scope ?? 'failed';
  const { retried, shopper_emails: emails } = await backend.retryLeads(scope);
  const what = scope === 'failed' ? 'failed' : 'pending or failed';
  const leads = `${retried} ${what} lead${retried === 1 ? '' : 's'}`;
  const shopperEmails = `${emails} shopper email${emails === 1 ? '' : 's'} (reservation receipts and notices)`;
  const due = [retried && leads, emails && shopperEmails].filter(Boolean).join(' and ');
  const many = retried + emails > 1;
  print(
    due
      ? `${due} ${many ? 'are' : 'is'} due now: ${sends(backend, many ? 'them' : 'it')}.`
      : `No ${what} lead or shopper email: nothing to retry.`,
  );
}

function wholeNumber(args: ParsedArgs, name: string, max: number): number | undefined {
  const text = flagText(args, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}`);
  return value;
}

/** The `leads …` commands (main.ts hands them the parsed arguments). */
export async function leadsCommand(args: ParsedArgs, backend: LeadsBackend, print: Print): Promise<void> {
  const [, command, leadId] = args.positional;
  if (command === 'status')
    return leadsStatusCommand(backend, print, { limit: wholeNumber(args, 'limit', 100) });
  if (command !== 'retry') throw new UsageError(`Unknown command: ${args.positional.join(' ')}`);
  const { failed, all } = args.flags;
  for (const [name, value] of [
    ['failed', failed],
    ['all', all],
  ] as const) {
    if (value !== undefined && value !== true)
      throw new UsageError(`--${name} takes no value (leads retry <lead-id> | --failed | --all)`);
  }
  const given = [leadId, failed, all].filter((value) => value !== undefined).length;
  if (given === 0) throw new UsageError('Missing <lead-id> (or --failed, or --all)');
  if (given > 1) throw new UsageError('leads retry takes one of <lead-id>, --failed, --all');
  if (leadId !== undefined && !LEAD_ID.test(leadId))
    throw new UsageError(`Not a lead id: "${leadId}" (a UUID, as leads status shows it)`);
  return leadsRetryCommand(backend, print, {
    leadId,
    scope: failed ? 'failed' : all ? 'undelivered' : undefined,
  });
}
