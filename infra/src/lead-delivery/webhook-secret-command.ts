import { UsageError } from '../cli/args';
import type { OpsBackend } from '../cli/ops-backend';
import { formatTime } from '../cli/table';
import { checkSlug } from '../dealer-api/dealer-token-command';
import {
  DEFAULT_GRACE_SECONDS,
  inGraceText,
  MAX_GRACE_SECONDS,
  type WebhookSecretRecord,
} from './webhook-signing-secrets';

type Print = (text: string) => void;

const GRACE = /^(\d{1,5})(m|h|d)$/;
const GRACE_UNIT_SECONDS = { m: 60, h: 3600, d: 86_400 } as const;
const RECEIVER_DOCS = 'docs/lead-webhooks.md';

/** `--grace`: 0, or a duration (90m, 6h, 2d) up to 7 days; absent, 24 h. */
export function graceSeconds(text: string | undefined): number {
  if (text === undefined) return DEFAULT_GRACE_SECONDS;
  if (text === '0') return 0;
  const match = GRACE.exec(text);
  const seconds = match
    ? Number(match[1]) * GRACE_UNIT_SECONDS[match[2] as keyof typeof GRACE_UNIT_SECONDS]
    : NaN;
  if (!(seconds <= MAX_GRACE_SECONDS))
    throw new UsageError(`--grace must be 0 or a time up to 7d (90m, 6h, 2d), not "${text}"`);
  return seconds;
}

/** What the old secret still does, for the notes of show and rotate. */
const previousNote = (record: WebhookSecretRecord) =>
  record.previous_expires_at
    ? `the secret it replaced also signs every POST until ${formatTime(record.previous_expires_at)}`
    : 'no other secret signs';

/**
 * `webhook-secret show <dealership-slug>`: the secret the dealership's lead webhooks are signed with, alone on
 * stdout (for a script or the dealer's developer), made if it has none; what it is goes to `note` (stderr).
 */
export async function webhookSecretShowCommand(
  backend: Pick<OpsBackend, 'showWebhookSecret'>,
  print: Print,
  slug: string,
  note: Print,
): Promise<void> {
  const record = await backend.showWebhookSecret(checkSlug(slug));
  print(record.secret);
  const rotated = record.rotated_at
    ? `rotated ${formatTime(record.rotated_at)} by ${record.rotated_by ?? '?'}`
    : `made ${formatTime(record.created_at)}`;
  note(
    `Lead webhook signing secret of ${record.dealership} (${rotated}; ${previousNote(record)}). ` +
      `Its receiver checks X-Dealerline-Signature with it: ${RECEIVER_DOCS}`,
  );
}

/** What a rotation confirmed with --cut-grace ended: the earlier replaced secret, and when it would have. */
const cutNote = (record: WebhookSecretRecord) =>
  record.cut
    ? ` ${inGraceText(record.dealership, record.cut)} no longer signs (--cut-grace): it would have signed ` +
      `until ${formatTime(record.cut.would_have_signed_until)}, and a receiver holding only it refuses leads ` +
      'now (they are retried, not lost).'
    : '';

/**
 * `webhook-secret rotate <dealership-slug> [--grace <time>] [--cut-grace]`: a new secret, alone on stdout; the
 * old one goes on signing (a second v1 in each signature) for the grace period, so the dealer can switch
 * receivers over without a lead refused, or stops at once with `--grace 0` (a leaked secret). At most two
 * secrets sign: while the secret an earlier rotation replaced is in its grace, the rotation is refused (exit 1,
 * naming it and until when it signs) unless `--cut-grace`, and then the note says which one stopped.
 */
export async function webhookSecretRotateCommand(
  backend: Pick<OpsBackend, 'rotateWebhookSecret'>,
  print: Print,
  slug: string,
  options: { grace: string | undefined; cutGrace: boolean; actor: string; note: Print },
): Promise<void> {
  const record = await backend.rotateWebhookSecret(
    checkSlug(slug),
    graceSeconds(options.grace),
    options.actor,
    options.cutGrace,
  );
  print(record.secret);
  options.note(
    `New lead webhook signing secret of ${record.dealership} (by ${options.actor}): it signs from the next ` +
      `POST on; ${previousNote(record)}.${cutNote(record)} Give it to the dealer's receiver (${RECEIVER_DOCS}).`,
  );
}
