import { LEAD_ID } from '../lead-delivery/delivery-ops';
import { RESEND_LIMIT, type ResendRequest, type ResendResult } from '../lead-delivery/lead-resend';
import { readTimeOrAgo, TIME_OR_AGO_FORMAT } from '../lead-delivery/time-or-ago';
import { flagSwitch, flagText, UsageError, type ParsedArgs } from './args';
import { sends } from './lead-commands';
import type { OpsBackend } from './ops-backend';
import { formatTable, formatTime } from './table';

type Print = (text: string) => void;
type ResendBackend = Pick<OpsBackend, 'via' | 'resendLeads'>;

const SCOPE = '<lead-id>... | --dealership <slug> --since <time> [--until <time>]';

/**
 * `leads resend`'s arguments as the ops API takes them (the times as given: the platform reads a time ago by
 * its clock). A usage error (exit 2) before anything is asked: no scope or both, a malformed lead id or time.
 */
export function resendRequestOf(args: ParsedArgs, now = Date.now()): ResendRequest {
  const leadIds = args.positional.slice(2);
  const [dealership, since, until] = ['dealership', 'since', 'until'].map((name) => flagText(args, name));
  const dryRun = flagSwitch(args, 'dry-run');
  const windowed = [dealership, since, until].some((value) => value !== undefined);
  if (leadIds.length > 0) {
    if (windowed) throw new UsageError(`leads resend takes lead ids or --dealership, not both (${SCOPE})`);
    const malformed = leadIds.find((id) => !LEAD_ID.test(id));
    if (malformed !== undefined)
      throw new UsageError(`Not a lead id: "${malformed}" (a UUID, as leads status shows it)`);
    if (leadIds.length > RESEND_LIMIT)
      throw new UsageError(`leads resend takes at most ${RESEND_LIMIT} lead ids at once`);
    return { lead_ids: leadIds, dry_run: dryRun };
  }
  if (!windowed) throw new UsageError(`Missing which leads to resend: ${SCOPE} (never every lead)`);
  if (dealership === undefined) throw new UsageError('--since and --until need --dealership <slug>');
  if (since === undefined) throw new UsageError(`--dealership needs --since <time>: ${TIME_OR_AGO_FORMAT}`);
  for (const [name, value] of [
    ['since', since],
    ['until', until],
  ] as const) {
    if (value !== undefined && !readTimeOrAgo(value, now))
      throw new UsageError(`--${name} must be ${TIME_OR_AGO_FORMAT}, not "${value}"`);
  }
  return { dealership, since, ...(until === undefined ? {} : { until }), dry_run: dryRun };
}

const when = (iso: string | null) => (iso ? formatTime(iso) : '-');

/** What was (or would be) resent, as text: which leads, by whom, where they go now, what was left out. */
export function formatResendResult(result: ResendResult, backend: Pick<OpsBackend, 'via'>): string {
  const { leads, window } = result;
  const count = `${leads.length} delivered lead${leads.length === 1 ? '' : 's'}`;
  const of = window
    ? ` of ${window.dealership} created from ${formatTime(window.since)} to ${window.until ? formatTime(window.until) : 'now'}`
    : '';
  const lines =
    leads.length === 0
      ? [`No delivered lead${of}: nothing to resend.`]
      : [
          result.dry_run
            ? `Would resend ${count}${of}:`
            : `Resent ${count}${of} (by ${result.resent_by} at ${when(result.resent_at)}):`,
          formatTable(
            ['LEAD', 'DEALERSHIP', 'CREATED', 'LAST DELIVERED', 'RESEND', 'CHANNELS NOW'],
            leads.map((lead) => [
              lead.lead_id,
              lead.dealership ?? `(site ${lead.site}: no dealership)`,
              formatTime(lead.created_at),
              when(lead.delivered_at),
              `#${lead.resend}`,
              lead.channels.join(', ') || 'none (it will fail: see sites show)',
            ]),
          ),
          result.dry_run
            ? 'Nothing was changed (--dry-run).'
            : `Due now as resends ("[Resent]" email, ADF status "resend", the same lead id): ` +
              `${sends(backend, leads.length === 1 ? 'it' : 'them')}.`,
        ];
  if (result.not_delivered > 0) {
    const n = result.not_delivered;
    lines.push(
      `${n} lead${n === 1 ? '' : 's'} of that window ${n === 1 ? 'is' : 'are'} not delivered yet and ` +
        `${n === 1 ? 'was' : 'were'} left out: leads status shows ${n === 1 ? 'it' : 'them'} ` +
        '(leads retry makes a pending or failed lead due now).',
    );
  }
  return lines.join('\n');
}

/**
 * `leads resend <lead-id>... | --dealership <slug> --since <time> [--until <time>] [--dry-run]`: delivered
 * leads due again, sent once more on their dealership's channels now, marked as resends; all or none.
 */
export async function leadsResendCommand(
  args: ParsedArgs,
  backend: ResendBackend,
  print: Print,
  actor: string,
): Promise<void> {
  const request = resendRequestOf(args);
  print(formatResendResult(await backend.resendLeads(request, actor), backend));
}
